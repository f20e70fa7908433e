// The session's signed history. Each answer appends an entry; its link hashes the link and the
// signature before it, the outcome reported for the entry before it, and the entry itself; its
// signature signs the link. Verifying a history is one signature check on the head and a hash chain.
import type { Decision } from "./check.js";
import { canonical, sha256 } from "./crypto/digest.js";
import { fromBase64Url, toBase64Url, type Signer } from "./crypto/ed25519.js";
import { ToolgateError } from "./errors.js";
import { compileFileSchema } from "./load/ajv.js";

export type OutcomeStatus = "ran" | "failed" | "outcome_unknown" | "compensated";
export const OUTCOME_STATUSES: readonly OutcomeStatus[] = ["ran", "failed", "outcome_unknown", "compensated"];

/** What became of a call: the caller's report, bound by the next entry's link. */
export interface Outcome {
  status: OutcomeStatus;
  at: number;
  /** Digest of each result field, by dotted path. */
  fields?: Record<string, string>;
  /** Digests of the value keys a grammar found in the result's text, and of its leaves. */
  values?: string[];
}

export interface HistoryEntry {
  step: number;
  at: number;
  session: string;
  agent: string | null;
  tool: string;
  /** Digest of the canonical arguments. */
  digest: string;
  /** Digest of each argument, by name. */
  args: Record<string, string>;
  /** Numeric arguments as numbers, for limits per period. */
  numbers: Record<string, number>;
  origins: Record<string, string>;
  marks: string[];
  decision: Decision;
  reasons: string[];
  compensationOf: number | null;
  /** The signed plan this call belonged to, by its digest, or null. */
  plan: string | null;
  outcome: Outcome | null;
  link: string;
  sig: string;
}

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
const validateHistory = compileFileSchema<HistoryJSON>(historySchema);

const GENESIS = "toolgate/history/v1\n";
const SIGNED = "toolgate/link/v1:";

export function genesisLink(session: string): string {
  return sha256(GENESIS + session);
}

/** The entry's own fields in a fixed order: what its link hashes. */
function body(e: HistoryEntry): string {
  return canonical([e.step, e.at, e.session, e.agent, e.tool, e.digest, e.args, e.numbers, e.origins, e.marks, e.decision, e.reasons, e.compensationOf, e.plan]);
}

/** The link of an entry: it binds the link, the signature and the reported outcome of the entry before it. */
export function chainLink(previous: string, previousSig: string, previousOutcome: Outcome | null, e: HistoryEntry): string {
  return sha256(`${previous}\n${previousSig}\n${canonical(previousOutcome)}\n${body(e)}`);
}

function signLink(signer: Signer, link: string): string {
  return toBase64Url(signer.sign(Buffer.from(SIGNED + link)));
}

/** The newest point of a session's history: what a head store keeps to refuse rollbacks. */
export interface Head {
  step: number;
  link: string;
}

/** Keeps the newest head per session, so an older but validly signed history is refused. */
export interface HeadStore {
  get(session: string): Head | undefined;
  put(session: string, head: Head): void;
}

export class MemoryHeadStore implements HeadStore {
  private readonly heads = new Map<string, Head>();
  get(session: string): Head | undefined {
    return this.heads.get(session);
  }
  put(session: string, head: Head): void {
    const old = this.heads.get(session);
    if (!old || head.step >= old.step) this.heads.set(session, head);
  }
}

export type Verification = { valid: true } | { valid: false; problem: string };

function cloneEntry(e: HistoryEntry): HistoryEntry {
  return structuredClone(e);
}

function sameEntry(a: HistoryEntry, b: HistoryEntry, compareOutcome: boolean): string | undefined {
  const keys: Array<keyof HistoryEntry> = ["step", "at", "session", "agent", "tool", "digest", "decision", "compensationOf", "plan", "link", "sig"];
  for (const k of keys) if (a[k] !== b[k]) return k;
  const deep: Array<keyof HistoryEntry> = ["args", "numbers", "origins", "marks", "reasons"];
  for (const k of deep) if (canonical(a[k]) !== canonical(b[k])) return k;
  if (compareOutcome && canonical(a.outcome) !== canonical(b.outcome)) return "outcome";
  return undefined;
}

/**
 * A session's history. `entries` is public and plain, as the caller carries it; this process
 * remembers what it signed, so a history it made and nobody changed is not verified again,
 * while an edit by hand is still caught.
 */
export class History {
  readonly session: string;
  readonly entries: HistoryEntry[];
  /** What this process signed: a private copy of every entry, compared instead of re-verified. */
  private sealed: HistoryEntry[] | undefined;
  /** A structural problem found when the history was given, reported at the next check. */
  private readonly malformed: string | undefined;

  private constructor(session: string, entries: HistoryEntry[], sealed: HistoryEntry[] | undefined, malformed?: string) {
    this.session = session;
    this.entries = entries;
    this.sealed = sealed;
    this.malformed = malformed;
  }

  static start(session: string): History {
    return new History(session, [], []);
  }

  /** A history that arrives from outside (a JSON object or text). Never throws: a malformed one fails verification. */
  static from(input: unknown): History {
    let data = input;
    if (typeof input === "string") {
      try {
        data = JSON.parse(input);
      } catch (e) {
        return new History("?", [], undefined, `not JSON: ${(e as Error).message}`);
      }
    }
    if (!validateHistory(data)) {
      const e = validateHistory.errors?.[0];
      const where = e ? `${e.instancePath || "/"} ${e.message ?? e.keyword}` : "malformed";
      const session = typeof (data as { session?: unknown })?.session === "string" ? (data as { session: string }).session : "?";
      return new History(session, [], undefined, `the history is malformed at ${where}`);
    }
    return new History(data.session, structuredClone(data.entries), undefined);
  }

  get length(): number {
    return this.entries.length;
  }

  /** The link of the newest entry, or the genesis link. */
  get head(): string {
    return this.entries.at(-1)?.link ?? genesisLink(this.session);
  }

  toJSON(): HistoryJSON {
    return { version: 1, session: this.session, entries: structuredClone(this.entries) };
  }

  /**
   * Verifies the history: its shape, each entry's step and session, the hash chain, the head's
   * signature, and (with a head store) that it is not older than the newest head seen.
   */
  verify(signer: Signer, heads?: HeadStore): Verification {
    if (this.malformed) return { valid: false, problem: this.malformed };
    const sealed = this.sealed;
    if (sealed) {
      // Signed here: compare with what was signed. The newest outcome is the caller's own report.
      if (this.entries.length !== sealed.length) return { valid: false, problem: `entries were ${this.entries.length < sealed.length ? "removed" : "added"} by hand` };
      for (let i = 0; i < sealed.length; i++) {
        const changed = sameEntry(this.entries[i]!, sealed[i]!, i < sealed.length - 1);
        if (changed) return { valid: false, problem: `entry ${i} was changed (\`${changed}\`)` };
      }
    } else {
      const chain = this.verifyChain(signer);
      if (!chain.valid) return chain;
      this.sealed = this.entries.map(cloneEntry);
    }
    return this.checkHead(heads);
  }

  private verifyChain(signer: Signer): Verification {
    let link = genesisLink(this.session);
    let sig = "";
    let outcome: Outcome | null = null;
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i]!;
      if (e.step !== i) return { valid: false, problem: `entry ${i} says it is step ${e.step}` };
      if (e.session !== this.session) return { valid: false, problem: `entry ${i} belongs to another session` };
      link = chainLink(link, sig, outcome, e);
      if (e.link !== link) return { valid: false, problem: `entry ${i} does not match its link` };
      sig = e.sig;
      outcome = e.outcome;
    }
    const last = this.entries.at(-1);
    if (last) {
      let ok = false;
      try {
        ok = signer.verify(Buffer.from(SIGNED + last.link), fromBase64Url(last.sig));
      } catch {
        ok = false;
      }
      if (!ok) return { valid: false, problem: "the newest entry's signature does not verify" };
    }
    return { valid: true };
  }

  private checkHead(heads: HeadStore | undefined): Verification {
    if (!heads) return { valid: true };
    const seen = heads.get(this.session);
    if (!seen) return { valid: true };
    const mine = this.entries.length - 1;
    if (seen.step > mine) return { valid: false, problem: `rolled back: step ${seen.step} was seen, the history ends at ${mine}` };
    if (this.entries[seen.step]?.link !== seen.link) return { valid: false, problem: `forked at step ${seen.step}` };
    return { valid: true };
  }

  /** Appends an entry, links and signs it. The history must have verified (or be new). */
  append(signer: Signer, fields: Omit<HistoryEntry, "step" | "session" | "outcome" | "link" | "sig">, heads?: HeadStore): HistoryEntry {
    const prev = this.entries.at(-1);
    const entry: HistoryEntry = { ...fields, step: this.entries.length, session: this.session, outcome: null, link: "", sig: "" };
    entry.link = chainLink(prev?.link ?? genesisLink(this.session), prev?.sig ?? "", prev?.outcome ?? null, entry);
    entry.sig = signLink(signer, entry.link);
    this.entries.push(entry);
    (this.sealed ??= []).push(cloneEntry(entry));
    heads?.put(this.session, { step: entry.step, link: entry.link });
    return entry;
  }

  /** Records what became of the newest step. An earlier step's outcome is already bound by a link. */
  report(step: number, outcome: Outcome): void {
    const last = this.entries.length - 1;
    if (!Number.isInteger(step) || step < 0 || step > last) {
      throw new ToolgateError("report_invalid", `no step ${step} in this history (it has ${this.entries.length})`, { path: "step" });
    }
    if (step !== last) {
      throw new ToolgateError("report_invalid", `step ${step} is already bound by step ${step + 1}: report a call's outcome before the next call is checked`, { path: "step" });
    }
    this.entries[step]!.outcome = outcome;
    if (this.sealed?.[step]) this.sealed[step]!.outcome = structuredClone(outcome);
  }
}
