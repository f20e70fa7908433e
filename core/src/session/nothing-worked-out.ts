// The answer of a call with nothing to work out (worked-out.ts): a read whose caller gave every
// argument's origin has no origin to find, and a read's given arguments get no mark. A check of
// such a call (a `toolgate check` of a read with its origins) loads no reader of turns or results.
import type { CallFacts, Mark, OriginVerdict } from "../check/context.js";
import type { Kind } from "@toolgate/grammar-kit";
import { ownRecord, ownValue } from "./values.js";

/** The empty origins and marks of a call with nothing to work out; undefined for any other call. */
export function nothingWorkedOut(call: CallFacts, kind: Kind): { origins: Record<string, OriginVerdict>; marks: Mark[] } | undefined {
  if (kind !== "read") return undefined;
  for (const name of Object.keys(call.arguments)) if (ownValue(call.origins, name) === undefined) return undefined;
  return { origins: ownRecord<OriginVerdict>(), marks: [] };
}
