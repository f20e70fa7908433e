// Reads a tool's kind (read / write / send) from its name, description and argument names,
// with lexicons a grammar supplies: the machinery is language-neutral, the words are data.
import type { Kind, ToolDescription } from "./port.js";

/**
 * What a word or phrase says about a tool.
 * - `read`: only looks (get, list, search).
 * - `write`: changes something (create, delete, update).
 * - `make`: a `write` that makes something new; with a `deliverable` it delivers it (create_message).
 * - `execute`: runs code or a query that may change anything (run, execute); a write unless
 *   the tool also says it changes nothing.
 * - `send`: delivers to a person or place outside (send, email, publish, upload).
 * - `deliverable`: a thing that goes out when made (message, sms, tweet, webhook).
 * - `draft`: made but not delivered (draft, template): keeps a `deliverable` from sending.
 * - `readonly`: says the tool changes nothing ("read-only", "without modifying").
 * - `looks`: a noun that, with no verb at all, names a read (status, info, details).
 */
export type ToolSignal = "read" | "write" | "make" | "execute" | "send" | "deliverable" | "draft" | "readonly" | "looks";

/** Words that give one signal. */
export interface ToolWord {
  words: string[];
  signal: ToolSignal;
  /**
   * Also an everyday noun (`post`, `email`, `update`): in a name it counts as a verb only when
   * no other verb is there; in a description, only where a clause starts.
   */
  alsoNoun?: boolean;
  /** An -ing form: in a description it also counts after a word such as `for` or `by`. */
  gerund?: boolean;
  /** Where the words count: both (the default), or only in names or only in descriptions. */
  where?: "name" | "description";
  reason: string;
}

/** A run of words (normalised: lower case, no accents, single spaces) that gives one signal. */
export interface ToolPhrase {
  /**
   * A regular expression over the normalised words, e.g. `read only`, `if (it )?does not exist`.
   * The words a phrase matched are not read again one by one.
   */
  pattern: string;
  signal: ToolSignal;
  /** Where the phrase counts: both (the default), or only in names or only in descriptions. */
  where?: "name" | "description";
  reason: string;
}

/** Argument names that say what a tool does with what it is given. */
export interface ToolArgumentWords {
  /** Whole argument names, normalised to snake case: `recipient_email`. */
  names?: string[];
  /** Prefixes of argument names: `new_`. */
  prefixes?: string[];
  signal: "send" | "write";
  reason: string;
}

/** The words one language (or the language of identifiers) brings to the reading. */
export interface ToolLexicon {
  words?: ToolWord[];
  phrases?: ToolPhrase[];
  arguments?: ToolArgumentWords[];
  /** Words that cancel a signal within the three words after them: `without`, `not`, `sem`. */
  negations?: string[];
  /** Words after which a verb starts a clause, noun-like or not: `to`, `will`, `then`. */
  clauseStarts?: string[];
  /**
   * Words that join: after them a plain verb starts a clause (`get and delete`) but a noun-like
   * one is still a noun (`issues and pull requests`). In names, both count: `fetch_and_store`.
   */
  joins?: string[];
  /** Words after which an -ing form is a verb: `for sending`, `by creating`. */
  gerundStarts?: string[];
  /** Words that start an object: before them a noun-like word is a verb (`and email them`). */
  objectStarts?: string[];
}

/** The kind read, and the reasons of the entries that decided it. */
export interface ToolKindReading {
  kind: Kind | undefined;
  because: string[];
}

interface Hit {
  signal: ToolSignal;
  reason: string;
  word: string;
  /** A noun-like word that counted as a verb only because nothing else in the name was one. */
  alsoNoun?: boolean;
}

/** A compiled set of lexicons: build once, read many tools. */
export class ToolKindReader {
  private readonly words = new Map<string, ToolWord[]>();
  private readonly phrases: Array<{ re: RegExp; entry: ToolPhrase }>;
  private readonly argumentNames = new Map<string, ToolArgumentWords>();
  private readonly argumentPrefixes: Array<[string, ToolArgumentWords]> = [];
  private readonly negations: Set<string>;
  private readonly clauseStarts: Set<string>;
  private readonly joins: Set<string>;
  private readonly gerundStarts: Set<string>;
  private readonly objectStarts: Set<string>;

  constructor(lexicons: readonly ToolLexicon[]) {
    for (const lexicon of lexicons) {
      for (const entry of lexicon.words ?? []) {
        for (const w of entry.words) {
          const key = normalise(w);
          const list = this.words.get(key) ?? [];
          list.push(entry);
          this.words.set(key, list);
        }
      }
      for (const entry of lexicon.arguments ?? []) {
        for (const n of entry.names ?? []) this.argumentNames.set(snake(n), entry);
        for (const p of entry.prefixes ?? []) this.argumentPrefixes.push([snake(p), entry]);
      }
    }
    this.phrases = lexicons.flatMap((l) => l.phrases ?? []).map((entry) => ({ re: new RegExp(`(?<=^| )(?:${entry.pattern})(?= |$)`, "g"), entry }));
    const set = (pick: (l: ToolLexicon) => string[] | undefined) => new Set(lexicons.flatMap((l) => pick(l) ?? []).map(normalise));
    this.negations = set((l) => l.negations);
    this.clauseStarts = set((l) => l.clauseStarts);
    this.joins = set((l) => l.joins);
    this.gerundStarts = set((l) => l.gerundStarts);
    this.objectStarts = set((l) => l.objectStarts);
  }

  /** The kind of a tool, or undefined when the words do not settle it. */
  read(tool: ToolDescription): ToolKindReading {
    const name = this.readName(tool.name);
    const description = this.readDescription(tool.description ?? "");
    const args = this.readArguments(tool.argumentNames);
    return decide(name, description, args);
  }

  private entries(token: string, where: "name" | "description"): ToolWord[] {
    return (this.words.get(token) ?? []).filter((e) => e.where === undefined || e.where === where);
  }

  private readName(name: string): Hit[] {
    const tokens = identifierWords(name);
    const hits: Hit[] = [];
    const consumed = this.readPhrases(tokens, "name", hits, () => true);
    const entries = tokens.map((t, i) => (consumed.has(i) ? [] : this.entries(t, "name")));
    const isVerb = (i: number, nounToo: boolean) => entries[i]!.some((e) => VERBS.has(e.signal) && (e.alsoNoun ?? false) === nounToo);
    // A noun-like verb (`post`, `email`) is a verb only when nothing else in the name is one,
    // and then only the first of them: `update_message` updates, `post_message` sends.
    const plainVerb = tokens.some((_, i) => isVerb(i, false)) || hits.some((h) => VERBS.has(h.signal));
    const firstNounVerb = plainVerb ? -1 : tokens.findIndex((_, i) => isVerb(i, true));
    const anyVerb = plainVerb || firstNounVerb >= 0;
    tokens.forEach((t, i) => {
      // `fetch_and_store`: after `and`, `then`, `or`, a noun-like verb is a verb again.
      const clauseStart = i > 0 && (this.clauseStarts.has(tokens[i - 1]!) || this.joins.has(tokens[i - 1]!));
      for (const e of entries[i]!) {
        if (VERBS.has(e.signal) && e.alsoNoun && i !== firstNounVerb && !clauseStart) continue;
        if (e.signal === "looks" && anyVerb) continue;
        hits.push({ signal: e.signal, reason: e.reason, word: t, alsoNoun: e.alsoNoun === true && !clauseStart });
      }
    });
    return hits;
  }

  private readDescription(description: string): Hit[] {
    const hits: Hit[] = [];
    for (const clause of descriptionClauses(description)) {
      const tokens = plainWords(clause.text);
      const negatedAt = (i: number) => tokens.slice(Math.max(0, i - 3), i).some((w) => this.negations.has(w));
      const consumed = this.readPhrases(tokens, "description", hits, (signal, i) => signal === "readonly" || !negatedAt(i));
      tokens.forEach((t, i) => {
        if (consumed.has(i)) return;
        const prev = i === 0 ? undefined : tokens[i - 1]!;
        // After a comma the words may be a list of nouns ("queries, news, articles"): a comma
        // joins like `and`.
        const start = (prev === undefined && !clause.afterComma) || (prev !== undefined && this.clauseStarts.has(prev));
        const joined = (prev === undefined && clause.afterComma) || (prev !== undefined && this.joins.has(prev));
        const gerundStart = prev !== undefined && this.gerundStarts.has(prev);
        const next = tokens[i + 1];
        const takesObject = next !== undefined && this.objectStarts.has(next);
        const negated = negatedAt(i);
        for (const e of this.entries(t, "description")) {
          // Nouns are read in names only: a description names many things it does not make.
          if (!VERBS.has(e.signal) && e.signal !== "readonly") continue;
          // A verb counts where a clause starts; elsewhere it is an adjective or a noun
          // ("a clear error", "the starting path", "a set of calendars").
          const placed = start || (joined && (!e.alsoNoun || takesObject)) || (gerundStart && e.gerund === true);
          if (!placed) continue;
          if (negated && e.signal !== "readonly") continue;
          hits.push({ signal: e.signal, reason: e.reason, word: t });
        }
      });
    }
    return hits;
  }

  /** Adds the hits of every phrase in the words; returns the positions the phrases took. */
  private readPhrases(tokens: string[], where: "name" | "description", hits: Hit[], keep: (signal: ToolSignal, at: number) => boolean): Set<number> {
    const text = tokens.join(" ");
    const consumed = new Set<number>();
    for (const { re, entry } of this.phrases) {
      if (entry.where !== undefined && entry.where !== where) continue;
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (m[0].length === 0) {
          re.lastIndex += 1;
          continue;
        }
        const first = text.slice(0, m.index).split(" ").filter(Boolean).length;
        const count = m[0].split(" ").filter(Boolean).length;
        for (let i = first; i < first + count; i++) consumed.add(i);
        if (keep(entry.signal, first)) hits.push({ signal: entry.signal, reason: entry.reason, word: m[0] });
      }
    }
    return consumed;
  }

  private readArguments(names: readonly string[]): Hit[] {
    const hits: Hit[] = [];
    for (const raw of names) {
      const n = snake(raw);
      const entry = this.argumentNames.get(n) ?? this.argumentPrefixes.find(([p]) => n.startsWith(p))?.[1];
      if (entry) hits.push({ signal: entry.signal, reason: entry.reason, word: raw });
    }
    return hits;
  }
}

const VERBS: ReadonlySet<ToolSignal> = new Set(["read", "write", "make", "execute", "send"]);

function has(hits: Hit[], ...signals: ToolSignal[]): Hit | undefined {
  return hits.find((h) => signals.includes(h.signal));
}

function why(h: Hit, where: string): string {
  return `${where} \`${h.word}\`: ${h.reason}`;
}

/**
 * The decision, conservative by design: a tool is a read only when something says it reads
 * and nothing says it writes, runs code or sends; any doubt gives a write or no answer.
 */
function decide(name: Hit[], description: Hit[], args: Hit[]): ToolKindReading {
  const draft = has(name, "draft");
  // `draft_email`: with a draft in the name, a noun-like `email` is what is drafted, not a verb.
  const send = name.find((h) => h.signal === "send" && !(h.alsoNoun && draft));
  if (send) return { kind: "send", because: [why(send, "name")] };

  const deliverable = has(name, "deliverable");
  const make = has(name, "make");
  const execute = has(name, "execute");
  if (deliverable && !draft && (make || execute)) {
    return { kind: "send", because: [why((make ?? execute)!, "name"), why(deliverable, "name")] };
  }
  const descSend = has(description, "send");
  const write = has(name, "write", "make") ?? execute;
  if (write) {
    if (descSend) return { kind: "send", because: [why(write, "name"), why(descSend, "description")] };
    return { kind: "write", because: [why(write, "name")] };
  }

  // No write or send in the name: the description and the arguments may still say so.
  if (descSend) return { kind: "send", because: [why(descSend, "description")] };
  const descWrite = has(description, "write", "make");
  if (descWrite) return { kind: "write", because: [why(descWrite, "description")] };
  const readonly = has(name, "readonly") ?? has(description, "readonly");
  const descExecute = has(description, "execute");
  if (descExecute && !readonly) return { kind: "write", because: [why(descExecute, "description")] };

  const read = has(name, "read", "looks") ?? has(description, "read");
  if (!read) return { kind: undefined, because: ["nothing in the name or description says what the tool does"] };
  const argSend = has(args, "send");
  if (argSend) return { kind: undefined, because: [why(read, "name"), why(argSend, "argument")] };
  const argWrite = has(args, "write");
  if (argWrite) return { kind: undefined, because: [why(read, "name"), why(argWrite, "argument")] };
  const where = name.includes(read) ? "name" : "description";
  return { kind: "read", because: [why(read, where), ...(readonly ? [why(readonly, name.includes(readonly) ? "name" : "description")] : [])] };
}

/** Lower case, accents and apostrophes removed. */
function normalise(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .toLowerCase();
}

/** `github.create_issue`, `createIssue`, `create-issue`, `Create Issue` → create, issue. */
export function identifierWords(name: string): string[] {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    // A space before the last capital of a run that a lower-case letter ends (`HTTPServer`): the
    // capital before it found by a look ahead, not by `([A-Z]+)([A-Z][a-z])`, which read the run
    // again from each of its letters (quadratic in a run of capitals).
    .replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ")
    .replace(/([A-Za-z])([0-9])/g, "$1 $2");
  return plainWords(spaced);
}

function plainWords(text: string): string[] {
  return normalise(text)
    .replace(/\be-mail/g, "email")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function snake(name: string): string {
  return identifierWords(name).join("_");
}

/** A description cut where clauses end (sentence marks, brackets, dashes), then at commas. */
export function descriptionClauses(text: string): Array<{ text: string; afterComma: boolean }> {
  return text
    // A run of marks is tried from its first mark only (the look behind): every later start ends
    // where the first does, so the pieces are the same, and a long run is read once, not once a mark.
    .split(/(?<![.!?;:])[.!?;:]+(?:\s|$)|\n|[()[\]]|\s[-–—]\s/)
    .flatMap((sentence) => sentence.split(/,\s*/).map((part, i) => ({ text: part, afterComma: i > 0 })))
    .filter((c) => c.text.trim().length > 0);
}
