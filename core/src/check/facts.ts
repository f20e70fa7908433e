// Facts about one call that several checks read: how far each argument's origin is trusted,
// and the marks the call carries. Computed once per call, in core, never inside a check.
import type { Catalogue, CompiledTool } from "../catalogue/catalogue.js";
import { TRUST_ORDER, type TrustLevel } from "../catalogue/catalogue.js";
import type { CallFacts, Mark, OriginVerdict } from "../model.js";
import { keyDigest } from "../crypto/digest.js";
import type { Kind } from "@toolgate/grammar-kit";
import type { HistoryEntry } from "../history/history.js";
import { fieldKind } from "../session/field-kind.js";
import { ownValue, valueKeys } from "../session/values.js";
import { callRecord } from "../session/call-input.js";

const RESULT_ORIGIN = /^result:(\d+)(?:\.(.+))?$/;

/** `result:3.charge_id` → { step: 3, field: "charge_id" }. */
export function parseResultOrigin(origin: string): { step: number; field: string | undefined } | undefined {
  const m = RESULT_ORIGIN.exec(origin);
  return m ? { step: Number(m[1]), field: m[2] } : undefined;
}

export interface OriginInputs {
  session: string;
  /** The verified entry at a step, or undefined. */
  entry(step: number): HistoryEntry | undefined;
  catalogue: Catalogue;
  /** True when the person's own turns hold this value as typed. */
  typed(value: unknown): boolean;
}

function fromResult(inputs: OriginInputs, origin: string, value: unknown): OriginVerdict {
  const parsed = parseResultOrigin(origin)!;
  const entry = inputs.entry(parsed.step);
  if (!entry || entry.decision !== "allow" || entry.outcome?.status !== "ran") {
    return { origin, trusted: false, why: `step ${parsed.step} did not run in this session` };
  }
  if (parsed.field !== undefined) {
    const tool = inputs.catalogue.get(entry.tool);
    if (!tool?.resultFields.has(parsed.field)) {
      return { origin, trusted: false, why: `\`${entry.tool}\`'s result schema does not declare \`${parsed.field}\`` };
    }
    if (entry.outcome.fields && !fieldHolds(entry, parsed.field, value, inputs.session)) {
      return { origin, trusted: false, why: `step ${parsed.step}'s \`${parsed.field}\` is another value` };
    }
    return { origin, trusted: true };
  }
  const values = entry.outcome.values;
  const held = (leaf: unknown) => valueKeys(leaf).some((k) => values!.includes(keyDigest(inputs.session, k)));
  if (values && !everyLeaf(value, held)) {
    return { origin, trusted: false, why: `step ${parsed.step}'s result does not hold this value` };
  }
  return { origin, trusted: true };
}

/** Whether a reported result's field holds every leaf of a value: the field's own digests, or its leaves' where it holds a list or an object. */
function fieldHolds(entry: HistoryEntry, field: string, value: unknown, session: string): boolean {
  const fields = entry.outcome?.fields;
  if (!fields) return false;
  const under = Object.entries(fields).filter(([p]) => p === field || p.startsWith(`${field}.`) || p.startsWith(`${field}[`)).map(([, d]) => d);
  return everyLeaf(value, (leaf) => valueKeys(leaf).some((k) => under.includes(keyDigest(session, k))));
}

/** The leaves of a value: a list or an object is trusted only where every leaf is (none: not trusted). */
function everyLeaf(value: unknown, holds: (leaf: unknown) => boolean): boolean {
  const leaves: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") Object.values(v as Record<string, unknown>).forEach(walk);
    else leaves.push(v);
  };
  walk(value);
  return leaves.length > 0 && leaves.every(holds);
}

/**
 * How far each argument's origin is trusted (seed 000, "Where each argument came from"). Keyed by
 * argument names, which callers choose: a record with no prototype, origins read as own properties.
 */
export function judgeOrigins(call: CallFacts, inputs: OriginInputs): Record<string, OriginVerdict> {
  const out = callRecord<OriginVerdict>();
  for (const [name, value] of Object.entries(call.arguments)) {
    const given = ownValue(call.origins, name);
    const origin = typeof given === "string" ? given : "model";
    if (origin === "typed") {
      out[name] = everyLeaf(value, inputs.typed) ? { origin, trusted: true } : { origin, trusted: false, why: "no turn holds it as typed" };
    } else if (origin === "reply" || origin === "context" || origin === "computed") {
      out[name] = { origin, trusted: true };
    } else if (RESULT_ORIGIN.test(origin)) {
      out[name] = fromResult(inputs, origin, value);
    } else {
      out[name] = { origin, trusted: false, why: "written by the model" };
    }
  }
  return out;
}

/** `untrusted:read_inbox` → level untrusted, source read_inbox; `web` → untrusted, web. */
export function parseLabel(label: string, on: string): Mark {
  const m = /^(trusted|untrusted):(.+)$/.exec(label);
  return m ? { level: m[1] as TrustLevel, source: m[2]!, on } : { level: "untrusted", source: label, on };
}

export function collectMarks(call: CallFacts, inputs: { entry(step: number): HistoryEntry | undefined; catalogue: Catalogue; session?: string }): Mark[] {
  const marks: Mark[] = [];
  for (const l of call.labels.call) marks.push(parseLabel(l, "call"));
  for (const [arg, labels] of Object.entries(call.labels.arguments)) for (const l of labels) marks.push(parseLabel(l, arg));
  for (const [arg, origin] of Object.entries(call.origins)) {
    const parsed = parseResultOrigin(origin);
    if (!parsed || !Object.hasOwn(call.arguments, arg)) continue;
    const entry = inputs.entry(parsed.step);
    const tool = entry ? inputs.catalogue.get(entry.tool) : undefined;
    if (!entry || !tool?.spec.reads_outside) continue;
    // A field named: a structured field's whole value carries the weaker mark, free text the full one.
    // Only where the field verifiably holds the value: a claimed origin never lightens a mark.
    const weak =
      parsed.field !== undefined &&
      inputs.session !== undefined &&
      entry.outcome?.status === "ran" &&
      fieldKind(tool, parsed.field, call.arguments[arg]) === "structured" &&
      fieldHolds(entry, parsed.field, call.arguments[arg], inputs.session);
    marks.push({ level: "untrusted", source: entry.tool, on: arg, step: parsed.step, ...(parsed.field !== undefined ? { field: parsed.field } : {}), ...(weak ? { weak: true } : {}) });
  }
  if (call.agent && inputs.catalogue.agents.get(call.agent)?.trust === "untrusted") {
    marks.push({ level: "untrusted", source: `agent:${call.agent}`, on: "call" });
  }
  return marks;
}

/**
 * Marks less trusted than the tool requires. A weak mark (a structured field of a tool that reads
 * outside) never taints by itself. A read is held only for a mark on an argument that names where
 * it goes: a fetched URL carries data out as a write does.
 */
export function taintOf(marks: readonly Mark[], tool: CompiledTool | undefined, kind: Kind): Mark[] {
  if (!tool) return [];
  const required = TRUST_ORDER[tool.spec.requires ?? "trusted"];
  return marks.filter((m) => !m.weak && (kind !== "read" || m.destination === true) && TRUST_ORDER[m.level] < required);
}

/** How a mark is written in the history: a weak mark as `outside:<source>`. */
export function markText(m: Mark): string {
  return m.weak ? `outside:${m.source}` : `${m.level}:${m.source}`;
}
