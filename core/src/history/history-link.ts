// What a history link hashes, written as bytes. A link is the SHA-256 of the UTF-8 text
//
//   previous link \n previous signature \n canonical(previous outcome, its report's `sig` included) \n
//   canonical([step, at, session, agent, tool, digest, args, numbers, origins, marks, decision,
//              reasons, compensationOf, plan])
//
// with canonical() the sorted-key JSON of crypto/digest.ts. That text is the contract; this
// file writes its bytes straight into one reused buffer instead of building the string, because
// every entry of every history that arrives from outside is hashed and building, flattening and
// encoding a string of some fifty pieces costs several times the hash. A differential test
// (history-link.test.ts) holds the bytes to the text over generated entries, odd ones included.
import { canonical, inOrder, sha256 } from "../crypto/digest.js";
import type { HistoryEntry, Outcome } from "../model.js";

const encoder = new TextEncoder();
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The bytes of a link's text, in a buffer that grows as needed and is reused. */
class LinkBytes {
  private buf = new Uint8Array(4096);
  private at = 0;

  reset(): void {
    this.at = 0;
  }

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const bigger = new Uint8Array(Math.max(this.buf.length * 2, this.at + n));
    bigger.set(this.buf.subarray(0, this.at));
    this.buf = bigger;
  }

  /** Text as UTF-8 (lone surrogates become U+FFFD, as Node's own encoding of a string does). */
  raw(s: string): void {
    const n = s.length;
    this.room(n);
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.at = at;
        this.utf8(s.slice(i));
        return;
      }
      buf[at++] = c;
    }
    this.at = at;
  }

  private utf8(s: string): void {
    this.room(s.length * 3);
    this.at += encoder.encodeInto(s, this.buf.subarray(this.at)).written;
  }

  /** A string as JSON: printable ASCII without `"` and `\` is written between quotes as it is. */
  quoted(s: string): void {
    const n = s.length;
    this.room(n + 2);
    const buf = this.buf;
    let at = this.at;
    buf[at++] = QUOTE;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 || c > 0x7e || c === QUOTE || c === BACKSLASH) {
        this.raw(JSON.stringify(s));
        return;
      }
      buf[at++] = c;
    }
    buf[at++] = QUOTE;
    this.at = at;
  }

  /** A safe non-negative integer in decimal, as String() writes it (steps and clock times: most numbers an entry holds). */
  digits(v: number): void {
    let n = 1;
    for (let x = v; x >= 10; x = Math.floor(x / 10)) n++;
    this.room(n);
    const buf = this.buf;
    let at = this.at + n;
    this.at = at;
    let x = v;
    do {
      const q = Math.floor(x / 10);
      buf[--at] = 0x30 + (x - q * 10);
      x = q;
    } while (x > 0);
  }

  byte(c: number): void {
    this.room(1);
    this.buf[this.at++] = c;
  }

  /** Any value as canonical JSON: strings and finite numbers directly, the rest through canonical(). */
  value(v: unknown): void {
    if (typeof v === "string") this.quoted(v);
    else if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) this.digits(v);
    else if (typeof v === "number" && Number.isFinite(v)) this.raw(String(v));
    else if (v === null) this.raw("null");
    else this.raw(canonical(v));
  }

  /**
   * A plain record of strings or numbers as canonical JSON (keys sorted; undefined values left out).
   * Its own keys are walked with `for…in`, which allocates nothing, and written as they come while
   * they are in order (records made here are kept so); at the first key out of order what was
   * written is taken back and the record is written again with its keys sorted.
   */
  record(v: unknown): void {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return this.raw(canonical(v));
    const r = v as Record<string, unknown>;
    const start = this.at;
    this.byte(0x7b);
    let first = true;
    let previous: string | undefined;
    for (const k in r) {
      if (!Object.hasOwn(r, k)) continue;
      if (previous !== undefined && previous > k) {
        this.at = start;
        return this.sortedRecord(r);
      }
      previous = k;
      first = this.member(k, r[k], first);
    }
    this.byte(0x7d);
  }

  /** One `"key":value` of a record, after a comma unless it is the first; an undefined value is left out. Answers whether the next is still the first. */
  private member(k: string, x: unknown, first: boolean): boolean {
    if (x === undefined) return first;
    if (!first) this.byte(0x2c);
    this.quoted(k);
    this.byte(0x3a);
    this.value(x);
    return false;
  }

  /** A record whose keys are not in canonical order, written with them sorted. */
  private sortedRecord(r: Record<string, unknown>): void {
    const keys = Object.keys(r);
    if (keys.length > 1 && !inOrder(keys)) keys.sort();
    this.byte(0x7b);
    let first = true;
    for (let i = 0; i < keys.length; i++) first = this.member(keys[i]!, r[keys[i]!], first);
    this.byte(0x7d);
  }

  /** A list as canonical JSON (one with a hole, or anything not a list, through canonical()). */
  list(v: unknown): void {
    if (!Array.isArray(v)) return this.raw(canonical(v));
    for (let i = 0; i < v.length; i++) if (!(i in v)) return this.raw(canonical(v));
    this.byte(0x5b);
    for (let i = 0; i < v.length; i++) {
      if (i > 0) this.byte(0x2c);
      this.value(v[i] === undefined ? null : v[i]);
    }
    this.byte(0x5d);
  }

  /**
   * canonical(outcome): its keys in order are at, fields, sig, status, values. Written out key by
   * key rather than looped over a table of keys and writers: this runs for every entry of a
   * history read from outside, and a table of closures cost more than the five branches.
   */
  outcome(o: Outcome | null, withSig = true): void {
    if (o === null) return this.raw("null");
    if (typeof o !== "object" || Array.isArray(o)) return this.raw(canonical(o));
    for (const k in o) if (Object.hasOwn(o, k) && k !== "at" && k !== "fields" && k !== "sig" && k !== "status" && k !== "values") return this.raw(canonical(withSig ? o : withoutSig(o)));
    // "{" goes before the first key present, "," before each later one.
    let sep = 0x7b;
    if (o.at !== undefined) {
      sep = this.key(sep, "at");
      this.value(o.at);
    }
    if (o.fields !== undefined) {
      sep = this.key(sep, "fields");
      this.record(o.fields);
    }
    if (o.sig !== undefined && withSig) {
      sep = this.key(sep, "sig");
      this.value(o.sig);
    }
    if (o.status !== undefined) {
      sep = this.key(sep, "status");
      this.value(o.status);
    }
    if (o.values !== undefined) {
      sep = this.key(sep, "values");
      this.list(o.values);
    }
    if (sep === 0x7b) this.byte(0x7b);
    this.byte(0x7d);
  }

  /** `sep` and a key; the separator of the next key. */
  private key(sep: number, name: string): number {
    this.byte(sep);
    this.quoted(name);
    this.byte(0x3a);
    return 0x2c;
  }

  entry(e: HistoryEntry): void {
    this.byte(0x5b);
    this.value(e.step);
    this.byte(0x2c);
    this.value(e.at);
    this.byte(0x2c);
    this.value(e.session);
    this.byte(0x2c);
    this.value(e.agent);
    this.byte(0x2c);
    this.value(e.tool);
    this.byte(0x2c);
    this.value(e.digest);
    this.byte(0x2c);
    this.record(e.args);
    this.byte(0x2c);
    this.record(e.numbers);
    this.byte(0x2c);
    this.record(e.origins);
    this.byte(0x2c);
    this.list(e.marks);
    this.byte(0x2c);
    this.value(e.decision);
    this.byte(0x2c);
    this.list(e.reasons);
    this.byte(0x2c);
    this.value(e.compensationOf);
    this.byte(0x2c);
    this.value(e.plan);
    this.byte(0x5d);
  }

  bytes(): Uint8Array {
    return this.buf.subarray(0, this.at);
  }
}

function withoutSig(o: Outcome): Omit<Outcome, "sig"> {
  const { sig: _sig, ...body } = o;
  return body;
}

const NEWLINE = 0x0a;
const writer = new LinkBytes();

/** The bytes a link hashes (a view of a reused buffer: valid until the next call). */
export function linkBytes(previous: string, previousSig: string, previousOutcome: Outcome | null, e: HistoryEntry): Uint8Array {
  const w = writer;
  w.reset();
  w.raw(previous);
  w.byte(NEWLINE);
  w.raw(previousSig);
  w.byte(NEWLINE);
  w.outcome(previousOutcome);
  w.byte(NEWLINE);
  w.entry(e);
  return w.bytes();
}

/** The link of an entry: it binds the link, the signature and the reported outcome of the entry before it. */
export function chainLink(previous: string, previousSig: string, previousOutcome: Outcome | null, e: HistoryEntry): string {
  return sha256(linkBytes(previous, previousSig, previousOutcome, e));
}

/**
 * The SHA-256 (hex) of canonical(outcome without its `sig`): what a report's signature binds of
 * the outcome (signing.ts `reportMessage`), written by the same writer as a link's bytes.
 */
export function outcomeBodyDigest(o: Outcome): string {
  const w = writer;
  w.reset();
  w.outcome(o, false);
  return sha256(w.bytes());
}
