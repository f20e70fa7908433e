// Origins and marks worked out for the arguments a caller gave no origin: from the turns, the
// context and each reported result of the verified history (the reading itself is origins.ts).
import type { CallFacts, Mark, OriginVerdict } from "../check/context.js";
import type { CompiledTool } from "../catalogue/catalogue.js";
import { keyDigest } from "../crypto/digest.js";
import type { Kind } from "@toolgate/grammar-kit";
import type { HistoryEntry } from "../model.js";
import type { Conversation } from "./conversation.js";
import type { Engine } from "./engine.js";
import { workOut, type WorkOutInputs } from "./origins.js";
import type { ResultIndexes } from "./outcomes.js";
import { ownRecord, ownValue } from "./values.js";

/** What a session works origins out from: its engine, what was said, and the reported results' indexes. */
export interface WorkOutFrom {
  readonly engine: Engine;
  readonly said: Conversation;
  readonly indexes: ResultIndexes;
}

/** The origins and marks worked out for the arguments the caller gave no origin (origins.ts). */
export function workOutCall(from: WorkOutFrom, call: CallFacts, tool: CompiledTool | undefined, kind: Kind, sessionId: string, entries: readonly HistoryEntry[]): { origins: Record<string, OriginVerdict>; marks: Mark[] } {
  const origins = ownRecord<OriginVerdict>();
  const marks: Mark[] = [];
  let inputs: WorkOutInputs | undefined;
  for (const [name, value] of Object.entries(call.arguments)) {
    if (ownValue(call.origins, name) !== undefined) continue;
    inputs ??= workOutInputs(from, sessionId, entries);
    const destination = !!tool && tool.destinationArgs.has(name) && !(kind === "read" && tool.filterArgs.has(name));
    const w = workOut(name, value, inputs, destination);
    origins[name] = w.origin;
    marks.push(...w.marks);
  }
  return { origins, marks };
}

/** What origins and marks are worked out from: the turns, the context, and each reported result of the verified history. */
function workOutInputs(from: WorkOutFrom, sessionId: string, entries: readonly HistoryEntry[]): WorkOutInputs {
  const results: Array<WorkOutInputs["results"][number]> = [];
  const unindexed: Array<WorkOutInputs["unindexed"][number]> = [];
  const catalogue = from.engine.catalogue;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.outcome?.status !== "ran") continue;
    const tool = catalogue.get(e.tool);
    const outside = tool?.spec.reads_outside === true;
    // A tool the catalogue does not say reads only the deployment's own data: its free text (a
    // merchant's booking note, a product's description) was written outside.
    const textOutside = tool?.spec.reads_outside !== false;
    const allowed = e.decision === "allow";
    const kept = from.indexes.get(sessionId, e.step);
    if (kept && kept.sig === e.outcome.sig && kept.index.tool === e.tool) {
      // A page fetched from a place is not a place the person sent the agent on from.
      const fetched = tool ? Object.keys(e.args).some((a) => tool.destinationArgs.has(a) && !(from.engine.kinds.get(e.tool)?.kind === "read" && tool.filterArgs.has(a))) : true;
      results.push({ index: kept.index, allowed, outside, textOutside, sentTo: from.said.linksPointed && !fetched });
    } else if (e.outcome.values) {
      const values = new Set(e.outcome.values);
      unindexed.push({ step: e.step, tool: e.tool, allowed, outside, textOutside, holds: (k) => values.has(keyDigest(sessionId, k)) });
    }
  }
  return { typed: from.said.typedKeys, context: from.said.contextKeys, reply: from.said.replyKeys, results, unindexed };
}
