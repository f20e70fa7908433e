// A history as JSON: its schema, which names the first problem of one that does not fit, and a
// faster reader of the same shape that takes only what the schema would.
import type { Decision, HistoryEntry, Outcome, OutcomeStatus } from "../model.js";
import type { ValidateFunction } from "ajv";
import { callAjv } from "../load/ajv.js";

export const OUTCOME_STATUSES: readonly OutcomeStatus[] = ["ran", "failed", "outcome_unknown", "compensated"];

export interface HistoryJSON {
  version: 1;
  session: string;
  entries: HistoryEntry[];
}

const digestText = { type: "string", minLength: 1, maxLength: 128 };
const historySchema = {
  type: "object",
  additionalProperties: false,
  required: ["version", "session", "entries"],
  properties: {
    version: { const: 1 },
    session: { type: "string", minLength: 1, maxLength: 200 },
    entries: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["step", "at", "session", "agent", "tool", "digest", "args", "numbers", "origins", "marks", "decision", "reasons", "compensationOf", "plan", "outcome", "link", "sig"],
        properties: {
          step: { type: "integer", minimum: 0 },
          at: { type: "number" },
          session: { type: "string" },
          agent: { type: ["string", "null"] },
          tool: { type: "string" },
          digest: digestText,
          args: { type: "object", additionalProperties: digestText },
          numbers: { type: "object", additionalProperties: { type: "number" } },
          origins: { type: "object", additionalProperties: { type: "string" } },
          marks: { type: "array", items: { type: "string" } },
          decision: { enum: ["allow", "confirm", "refuse"] },
          reasons: { type: "array", items: { type: "string" } },
          compensationOf: { type: ["integer", "null"] },
          plan: { type: ["string", "null"] },
          outcome: {
            oneOf: [
              { type: "null" },
              {
                type: "object",
                additionalProperties: false,
                required: ["status", "at"],
                properties: {
                  status: { enum: OUTCOME_STATUSES },
                  at: { type: "number" },
                  fields: { type: "object", additionalProperties: digestText },
                  values: { type: "array", items: digestText },
                  sig: { type: "string", minLength: 1 },
                },
              },
            ],
          },
          link: { type: "string", pattern: "^[0-9a-f]{64}$" },
          sig: { type: "string", minLength: 1 },
        },
      },
    },
  },
};
// The schema is the definition; it names the first problem of a history that does not fit. It is
// compiled when a history first needs it, not when the engine is imported.
let validateHistory: ValidateFunction<HistoryJSON> | undefined;

/** What is wrong with a history's shape, by the schema, or undefined when it fits. */
export function historyShapeProblem(data: unknown): string | undefined {
  validateHistory ??= callAjv().compile<HistoryJSON>(historySchema);
  if (validateHistory(data)) return undefined;
  const e = validateHistory.errors?.[0];
  return `the history is malformed at ${e ? `${e.instancePath || "/"} ${e.message ?? e.keyword}` : "/"}`;
}

// The same shape read by hand, for speed: a history that passes here passes the schema (the
// reverse need not hold: anything this reader does not take is left to the schema), but for the
// spelling of each link, which is only measured here: the chain check compares every link with
// the one it computes, lowercase hex, and refuses any other (so no pattern is run twice). With
// `copy`, what it returns is fresh, so a caller's objects are never kept; without, it returns
// what it was given (objects JSON.parse made here).
const DECISIONS: ReadonlySet<unknown> = new Set(["allow", "confirm", "refuse"]);
const STATUSES: ReadonlySet<unknown> = new Set(OUTCOME_STATUSES);
const LINK_LENGTH = 64;

function plainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}
const isDigest = (x: unknown) => typeof x === "string" && x.length >= 1 && x.length <= 128;
const isString = (x: unknown) => typeof x === "string";
const isFiniteNumber = (x: unknown) => typeof x === "number" && Number.isFinite(x);

// Own keys are walked with `for…in` and `Object.hasOwn` (the keys `Object.keys` lists, in its
// order), which allocates nothing: a history from outside is read on every check it comes with.

/** How many own enumerable string keys an object has (`Object.keys(x).length`). */
function keyCount(x: object): number {
  let n = 0;
  for (const k in x) if (Object.hasOwn(x, k)) n++;
  return n;
}

// With `copy`, each value is read once, checked, and the value checked is the one copied: an
// object a caller made may answer a getter differently each time it is read.
function recordOf<T>(x: unknown, ok: (v: unknown) => boolean, copy: boolean): Record<string, T> | undefined {
  if (!plainObject(x)) return undefined;
  if (!copy) {
    for (const k in x) if (Object.hasOwn(x, k) && !ok(x[k])) return undefined;
    return x as Record<string, T>;
  }
  const out: Record<string, unknown> = {};
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    const v = x[k];
    if (!ok(v)) return undefined;
    // Defined, not assigned: a key named `__proto__` stays an own key of the copy.
    if (k === "__proto__") Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    else out[k] = v;
  }
  return out as Record<string, T>;
}

function stringsOf(x: unknown, ok: (v: unknown) => boolean, copy: boolean): string[] | undefined {
  if (!Array.isArray(x)) return undefined;
  const n = x.length;
  if (!copy) {
    for (let i = 0; i < n; i++) if (!ok(x[i])) return undefined;
    return x as string[];
  }
  const out: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v: unknown = x[i];
    if (!ok(v)) return undefined;
    out[i] = v as string;
  }
  return out;
}

const OUTCOME_KEYS: ReadonlySet<string> = new Set(["status", "at", "fields", "values", "sig"]);

export function readOutcome(x: unknown, copy: boolean): Outcome | null | undefined {
  if (x === null) return null;
  if (!plainObject(x)) return undefined;
  // Each field read once (see recordOf).
  const { status, at, fields: givenFields, values: givenValues, sig } = x;
  if (!STATUSES.has(status) || !isFiniteNumber(at)) return undefined;
  for (const k in x) if (Object.hasOwn(x, k) && !OUTCOME_KEYS.has(k)) return undefined;
  const fields = givenFields === undefined ? undefined : recordOf<string>(givenFields, isDigest, copy);
  const values = givenValues === undefined ? undefined : stringsOf(givenValues, isDigest, copy);
  if ((givenFields !== undefined && !fields) || (givenValues !== undefined && !values)) return undefined;
  if (sig !== undefined && !(typeof sig === "string" && sig.length > 0)) return undefined;
  if (!copy) return x as unknown as Outcome;
  const out: Outcome = { status: status as OutcomeStatus, at: at as number };
  if (fields) out.fields = fields;
  if (values) out.values = values;
  if (sig !== undefined) out.sig = sig as string;
  return out;
}

const ENTRY_KEYS = 17;

export function readEntry(x: unknown, copy: boolean): HistoryEntry | undefined {
  if (!plainObject(x) || keyCount(x) !== ENTRY_KEYS) return undefined;
  const { step, at, session, agent, tool, digest, decision, compensationOf, plan, link, sig } = x;
  if (!Number.isInteger(step) || (step as number) < 0 || !isFiniteNumber(at) || typeof session !== "string") return undefined;
  if (!(agent === null || typeof agent === "string") || typeof tool !== "string" || !isDigest(digest) || !DECISIONS.has(decision)) return undefined;
  if (!(compensationOf === null || Number.isInteger(compensationOf)) || !(plan === null || typeof plan === "string")) return undefined;
  if (typeof link !== "string" || link.length !== LINK_LENGTH || typeof sig !== "string" || sig.length === 0) return undefined;
  const args = recordOf<string>(x.args, isDigest, copy);
  const numbers = recordOf<number>(x.numbers, isFiniteNumber, copy);
  const origins = recordOf<string>(x.origins, isString, copy);
  const marks = stringsOf(x.marks, isString, copy);
  const reasons = stringsOf(x.reasons, isString, copy);
  const outcome = readOutcome(x.outcome, copy);
  if (!args || !numbers || !origins || !marks || !reasons || outcome === undefined) return undefined;
  if (!copy) return x as unknown as HistoryEntry;
  return {
    at: at as number,
    agent: agent as string | null,
    tool,
    digest: digest as string,
    args,
    numbers,
    origins,
    marks,
    decision: decision as Decision,
    reasons,
    compensationOf: compensationOf as number | null,
    plan: plan as string | null,
    step: step as number,
    session,
    outcome,
    link,
    sig,
  };
}

export function readHistory(x: unknown, copy: boolean): { session: string; entries: HistoryEntry[] } | undefined {
  if (!plainObject(x) || keyCount(x) !== 3) return undefined;
  const { version, session, entries: given } = x;
  if (version !== 1 || !Array.isArray(given)) return undefined;
  if (typeof session !== "string" || session.length < 1 || session.length > 200) return undefined;
  const n = given.length;
  const entries: HistoryEntry[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const e = readEntry(given[i], copy);
    if (!e) return undefined;
    entries[i] = e;
  }
  return { session, entries };
}
