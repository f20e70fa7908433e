// The engine: everything Client.create compiles once — catalogue, kinds, rulebook, the ordered
// checks with their settings, grammars, keys — shared by every session of a client.
import type { Check, TenantSettings } from "../check/check.js";
import type { Catalogue } from "../catalogue/catalogue.js";
import type { Signer } from "../crypto/ed25519.js";
import type { Grammar, Kind, TurnReading, UnreadPart } from "@toolgate/grammar-kit";
import type { CheckContext } from "../check/context.js";
import type { HeadStore } from "../history/heads.js";
import type { StoredHistories } from "../history/entries.js";
import type { ToolKind } from "../check/kinds.js";
import type { PipelineCheck } from "../check/pipeline.js";
import type { Rulebook } from "../rulebook/rulebook.js";
import type { UsageStore } from "./usage.js";
import type { ReadingStore } from "./readings.js";
import type { ToolRegistry } from "../check/registry.js";

import { deferredModule } from "../load/deferred-module.js";
import { NO_GRAMMAR_READS_ITS_LANGUAGE } from "./unread-language.js";
import { withDatesSaidInAnotherLanguage } from "./dates-said-in-another-language.js";

/** The grammar kit's readers of a turn (clauses, languages, merged readings), loaded when a turn is first read. */
const kit = deferredModule<typeof import("@toolgate/grammar-kit")>(new URL(import.meta.resolve("@toolgate/grammar-kit")));

export interface EngineParts {
  catalogue: Catalogue;
  kinds: Map<string, ToolKind>;
  rulebook: Rulebook | undefined;
  pipeline: PipelineCheck[];
  grammars: Map<string, Grammar>;
  /** Where readings of turns are kept between sessions (a service's cache); none: every turn read. */
  readings?: ReadingStore;
  signer: Signer;
  heads: HeadStore | undefined;
  usage: UsageStore;
  /** The sessions kept in an entry store (stored sessions), when the client has one. */
  stored?: StoredHistories;
  tenant: TenantSettings;
  tenantName: string;
  licenceExpires: number;
  now: () => number;
  confirmationTtl: number;
  /** Reason codes beyond the built-in set that a check may answer with (a rulebook's rule names). */
  extraReasons: ReadonlySet<string>;
  /** The registry file of withdrawn tools, when a check provides one. */
  registry: ToolRegistry | undefined;
}

/** What checks read of the licence. */
type LicenceFacts = CheckContext["licence"];

/** A grammar's detection score a turn must reach to be read in that language. */
const DETECT_THRESHOLD = 0.5;

/** A grammar's score at which a text is its language whatever a language identifier guesses. */
const OWN_BEYOND_DOUBT = 0.8;
/** Up to this many words, a text no grammar recognises is read in the conversation's language. */
const SHORT_REPLY_WORDS = 3;
/** A lower score that still reads a turn, when it is at least twice every other language's. */
const CLEAR_LEAD_SCORE = 0.4;
/**
 * The least score a session's grammar needs to keep a turn that opens in its language and switches
 * to another installed one inside its sentence (`reembolsa 15 no 6161 and post it in #refunds`).
 */
const OPENS_OWN_SCORE = 0.25;
/** The kinds of value a clause in a third language must not hold to be set aside unread: what a request's arguments take. */
const VALUE_KINDS: ReadonlySet<string> = new Set(["amount", "number", "id", "date"]);
/** How many words' languages are kept between turns before the memory is emptied. */
const WORD_OWNERS_KEPT = 4096;

export class Engine implements EngineParts {
  catalogue!: Catalogue;
  kinds!: Map<string, ToolKind>;
  rulebook!: Rulebook | undefined;
  pipeline!: PipelineCheck[];
  grammars!: Map<string, Grammar>;
  readings?: ReadingStore;
  signer!: Signer;
  heads!: HeadStore | undefined;
  usage!: UsageStore;
  stored?: StoredHistories;
  tenant!: TenantSettings;
  tenantName!: string;
  licenceExpires!: number;
  now!: () => number;
  confirmationTtl!: number;
  extraReasons!: ReadonlySet<string>;
  /** The registry file of withdrawn tools, read at start-up and re-read when it changes. */
  registry!: ToolRegistry | undefined;
  private readonly reasonSets = new WeakMap<Check, ReadonlySet<string>>();
  /** The one installed language each word seen belongs to, or none: weighed once for the turns that switch language. */
  private readonly wordOwners = new Map<string, string | undefined>();

  constructor(parts: EngineParts) {
    Object.assign(this, parts);
  }

  licenceLapsed(now: number): boolean {
    return now > this.licenceExpires;
  }

  /** What checks read of the licence at `now`: one of two frozen values, made once, not one a call. */
  licenceAt(now: number): LicenceFacts {
    return this.licenceLapsed(now) ? (this.lapsedLicence ??= Object.freeze({ lapsed: true, tenant: this.tenantName })) : (this.validLicence ??= Object.freeze({ lapsed: false, tenant: this.tenantName }));
  }
  private validLicence: LicenceFacts | undefined;
  private lapsedLicence: LicenceFacts | undefined;

  /** The kind of any catalogue tool (a write when unknown), as a call's context reads it: one function for every call. */
  readonly kindOf = (tool: string): Kind => this.kinds.get(tool)?.kind ?? "write";

  /** `reasonsOf` as the pipeline is given it: one function for every call. */
  readonly allowedReasons = (check: Check): ReadonlySet<string> => this.reasonsOf(check);

  /** The reasons a check may answer with: its own, `check_failed`, and (for the rulebook) rule names. */
  reasonsOf(check: Check): ReadonlySet<string> {
    let set = this.reasonSets.get(check);
    if (!set) {
      set = new Set([...check.meta.reasons, "check_failed", ...(check.meta.provides?.ruleReasons === true ? this.extraReasons : [])]);
      this.reasonSets.set(check, set);
    }
    return set;
  }

  grammarFor(language: string | undefined): Grammar | undefined {
    return (language && this.grammars.get(language)) || this.grammars.values().next().value;
  }

  /**
   * Reads a text with the session's grammar, or the grammar that recognises it, or — for a text
   * too short to tell — the language the conversation's last turn was read in. A text in a
   * language no installed grammar reads is reported as not read, never read as another language.
   */
  readText(text: string, language: string | undefined, previous?: string): TurnReading {
    const now = new Date(this.now());
    // What a reading depends on besides the text and the day: the session's language and the conversation's.
    if (this.readings) return this.readings.reading(`${language ?? ""}|${previous ?? ""}`, text, now, () => this.readFresh(text, language, previous, now));
    return this.readFresh(text, language, previous, now);
  }

  private readFresh(text: string, language: string | undefined, previous: string | undefined, now: Date): TurnReading {
    if (this.grammars.size === 0) return unreadTurn(language ?? "und", "no grammar is installed");
    const scores = typeof text === "string" ? this.scoresOf(text) : undefined;
    // Only a turn no installed grammar is sure of is looked through for stretches in a third
    // language: a turn plainly in one installed language pays nothing more.
    if (scores && scores[0]!.score < OWN_BEYOND_DOUBT) {
      const parts = this.thirdLanguageStretches(text, now, this.alsoReadIn(language));
      const rest = parts.length > 0 ? kit().blankStretches(text, parts) : undefined;
      // What is left must say something of its own: a greeting beside a Spanish request does not
      // make the turn English. A short request with its values does (`Refund 35 on 9920.` before a
      // Spanish story): its act and its number are read where they are said.
      const restWords = rest === undefined ? 0 : proseWords(rest).length;
      if (rest !== undefined && restWords > 0) {
        const reading = this.readInstalled(rest, language, previous, now, this.scoresOf(rest));
        if (reading.read && (restWords >= kit().MIXED_CLAUSE_WORDS || asksWithValues(reading))) return withUnread(reading, parts.map((p) => kit().unreadPart(text, p, p.language)));
      }
    }
    return this.readInstalled(text, language, previous, now, scores);
  }

  /** A turn read by the installed grammars: the one that reads it, or its clauses each by its own. */
  private readInstalled(text: string, language: string | undefined, previous: string | undefined, now: Date, scores: Array<{ g: Grammar; score: number }> | undefined): TurnReading {
    const chosen = scores ? this.chooseGrammar(text, language, previous, scores) : this.grammarFor(language);
    // A turn that mixes installed languages is read clause by clause, each in its own language.
    const parts = chosen && this.grammars.size > 1 && typeof text === "string" ? this.clausesByLanguage(text, chosen) : undefined;
    if (!chosen) {
      if (!parts) return unreadTurn("und", NO_GRAMMAR_READS_ITS_LANGUAGE);
    }
    try {
      if (parts) {
        const merged = kit().mergeReadings(parts.map(({ grammar, text: part }) => readWith(grammar, part, now)), chosen?.language ?? parts[0]!.grammar.language, text.length);
        // A correction across the switch of language is read by the session's grammar on the whole turn.
        return chosen ? kit().withValuesTakenBack(merged, readWith(chosen, text, now)) : merged;
      }
      const reading = readWith(chosen!, text, now);
      // Only where another grammar owns some word of the turn (its score above 0) is the turn looked through for stretches.
      const others = scores?.some((s) => s.g !== chosen && s.score > 0) === true;
      return others && reading.read ? this.withOtherLanguages(text, chosen!, reading, now) : reading;
    } catch (e) {
      return unreadTurn(chosen?.language ?? "und", `the grammar could not read it: ${messageOf(e)}`);
    }
  }

  /**
   * The stretches of a turn (its sentences, when it has two or more, its asides in brackets, and
   * the clauses between the commas, colons and dashes of a sentence, those holding no digit)
   * written in a language no installed grammar reads: a stretch of `IDENTIFY_WORDS` words or more
   * that no installed grammar is sure of, and that a language identifier names a third language.
   * Where some installed grammar recognises the stretch, the identifier must be clearly sure; where
   * none does, two readers agree and a lower bar serves. A line the turn quotes is never one: it is
   * what the turn passes on. At most `MAX_FOREIGN_STRETCHES` stretches are weighed.
   */
  private thirdLanguageStretches(text: string, now: Date, alsoRead: readonly string[]): Array<{ start: number; end: number; language: string }> {
    const plain = kit().outsideQuotes(text.slice(0, kit().MAX_TURN_CHARS));
    const sentences = kit().stretchesOf(kit().splitClauses(plain));
    // Whole sentences and asides first, then the clauses inside each sentence: a person switches
    // language at a comma as often as at a full stop.
    const inner = new Set(sentences.flatMap((s) => kit().innerClauses(plain, s)));
    const candidates = [...(sentences.length > 1 ? sentences : []), ...kit().asides(plain), ...inner];
    const installed = [...this.grammars.keys()];
    const out: Array<{ start: number; end: number; language: string }> = [];
    let weighed = 0;
    let opens: boolean | undefined;
    for (const c of candidates) {
      if (weighed === kit().MAX_FOREIGN_STRETCHES) break;
      if (out.some((o) => c.start < o.end && o.start < c.end)) continue;
      const piece = plain.slice(c.start, c.end);
      if (proseWords(piece).length < kit().IDENTIFY_WORDS) continue;
      const best = this.scoresOf(piece)[0]!.score;
      if (best >= OWN_BEYOND_DOUBT) continue;
      weighed++;
      const found = kit().thirdLanguageOf(piece, installed, best < DETECT_THRESHOLD ? "some" : "clear", alsoRead);
      // A clause inside a sentence may change its request (`…, el cliente dice que le cobraron
      // cincuenta`): one in which any installed grammar reads an amount, a number, an id or a date
      // is not set aside, and the turn is read as it would be without the cut.
      // Not where the turn opens in an installed language (`Guarda uma nota no pedido 4471: el cliente
      // pide que le llamen después de las cinco`): the clause is said of what opens it, and is set
      // aside; a value said only there in words grounds nothing (fail closed), as in an unread turn.
      if (found !== undefined && inner.has(c) && this.anyGrammarReadsAValue(piece, now) && (opens ??= this.requestOpening(text) !== undefined) === false) continue;
      if (found !== undefined) out.push({ start: c.start, end: c.end, language: found });
    }
    return out;
  }

  /**
   * Whether some installed grammar reads in a text a value a call's argument could take (an amount,
   * a number, an id, a date): Spanish `cuarenta y cinco` is forty-five to the Portuguese grammar. A
   * grammar that cannot read the text counts as reading one, so that nothing is set aside unseen.
   */
  private anyGrammarReadsAValue(text: string, now: Date): boolean {
    for (const g of this.grammars.values()) {
      try {
        if (readWith(g, text, now).values.some((v) => VALUE_KINDS.has(v.kind))) return true;
      } catch {
        return true;
      }
    }
    return false;
  }

  /** The third languages the session's grammar reads as its own (`Grammar.alsoReads`): none for a session of no language. */
  private alsoReadIn(language: string | undefined): readonly string[] {
    return (language !== undefined && this.grammars.get(language)?.alsoReads) || [];
  }

  /** Each installed grammar's score for a text, best first. */
  private scoresOf(text: string): Array<{ g: Grammar; score: number }> {
    return [...this.grammars.values()].map((g) => ({ g, score: safeDetect(g, text) })).sort((a, b) => b.score - a.score);
  }

  /**
   * A reading with the sends of the stretches a sentence says in another installed language
   * (`anota no 8318 que ligou, then post it on #support`): each stretch is read by its own grammar
   * for its acts and places. Only where another grammar owns some word of the turn.
   */
  private withOtherLanguages(text: string, chosen: Grammar, reading: TurnReading, now: Date): TurnReading {
    const head = text.slice(0, kit().MAX_TURN_CHARS);
    // Each word is weighed once, and kept for the next turns: turns repeat their words.
    const owners = this.wordOwners;
    const ownerOf = (word: string): string | undefined => {
      if (owners.has(word)) return owners.get(word);
      if (owners.size >= WORD_OWNERS_KEPT) owners.clear();
      let owner: string | undefined;
      for (const g of this.grammars.values()) {
        if (safeDetect(g, word) <= 0) continue;
        owner = owner === undefined ? g.language : "";
      }
      const found = owner === "" ? undefined : owner;
      owners.set(word, found);
      return found;
    };
    const stretches = kit().foreignStretches(head, chosen.language, ownerOf);
    // A day said in the other language's words beside a number (`for daqui a 15 dias`): its grammar reads it.
    const dated = withDatesSaidInAnotherLanguage(head, chosen.language, reading, ownerOf, (at) => sentenceAround(head, at), (language, part) => {
      try {
        return readWith(this.grammars.get(language)!, part, now);
      } catch {
        return undefined;
      }
    });
    if (stretches.length === 0) return dated;
    return kit().withActsOf(dated, stretches.map((s) => readWith(this.grammars.get(s.language)!, head.slice(s.start, s.end), now)));
  }

  /**
   * The grammar that reads a whole text: the session's, unless the text is clearly in another
   * installed language; the one that recognises it; the one clearly ahead for a short command;
   * the conversation's for a reply too short to tell. Undefined when no installed grammar reads it.
   */
  private chooseGrammar(text: string, language: string | undefined, previous: string | undefined, scores: ReadonlyArray<{ g: Grammar; score: number }>): Grammar | undefined {
    const best = scores[0]!;
    // An identifier's guess on a few odd words (`evnie` made a Portuguese turn Norwegian) does not
    // overrule a grammar that recognises the text as clearly its own.
    // Where the identifier names a third language, the turn is unread (fail closed) unless it is one
    // sentence whose request opens in an installed language (`requestOpening`).
    if (best.score < OWN_BEYOND_DOUBT && !kit().thirdLanguageAllows(text, [...this.grammars.keys()], this.alsoReadIn(language))) return this.requestOpening(text);
    if (language) {
      const own = this.grammars.get(language)!;
      const ownScore = scores.find((s) => s.g === own)!.score;
      // A session's language is kept unless the text is clearly in another installed language,
      // which then reads it: an English turn in a Portuguese session is still read. A turn that
      // opens in the session's language, its request and values first, and goes on in another
      // (`marca a revisão dia 18 with Ravi and send him the invite`) stays the session's: its
      // values are read where they are said, the other language's stretches for their sends.
      if (best.g === own || best.score < DETECT_THRESHOLD || best.score <= ownScore) return own;
      return ownScore >= OPENS_OWN_SCORE && opensIn(text, own, best.g) ? own : best.g;
    }
    if (best.score >= DETECT_THRESHOLD) return best.g;
    // A short command ("charge customer C7") may fall under the bar while no other language
    // recognises a word of it: it is read in the one language clearly ahead.
    if (best.score >= CLEAR_LEAD_SCORE && best.score >= 2 * (scores[1]?.score ?? 0)) return best.g;
    const words = proseWords(text);
    // Numbers, ids and addresses alone belong to no language: read them in the conversation's
    // language, or with the first grammar.
    if (words.length === 0) return this.grammarFor(previous);
    // A short answer ("yes, 40") says too little to detect: it is in the conversation's
    // language. A longer text no grammar recognises stays unread.
    if (previous && this.grammars.has(previous) && words.length <= SHORT_REPLY_WORDS) return this.grammars.get(previous);
    return undefined;
  }

  /**
   * The grammar of a one-sentence turn that opens in an installed language and goes on in a third
   * (`Guarda uma nota no pedido 4471: el cliente pide que le llamen después de las cinco`,
   * `Reembolsa 45 euros no 2281, o mejor dicho 40, que el cliente ya pagó`): its first clause,
   * before a comma, a colon or a spaced dash, has `MIXED_CLAUSE_WORDS` words or more and the
   * grammar is beyond doubt of it. The request stands first; what the sentence goes on to say is
   * said of it (why, a correction of its value), and the grammar reads the words it knows there.
   * The identifier's word on the whole sentence, swayed by the clauses after, does not leave the
   * request unread. A turn of two sentences or more is weighed sentence by sentence as before, so
   * a sentence of its own in a third language stays unread. Undefined when the turn does not open so.
   */
  private requestOpening(text: string): Grammar | undefined {
    const head = text.slice(0, kit().MAX_TURN_CHARS);
    if (kit().splitClauses(head).length !== 1) return undefined;
    const opening = kit().openingClause(head, { start: 0, end: head.length });
    if (!opening) return undefined;
    const clause = head.slice(opening.start, opening.end);
    if (proseWords(clause).length < kit().MIXED_CLAUSE_WORDS) return undefined;
    // No installed grammar, or none beyond doubt of the opening: the turn stays unread.
    const best = this.scoresOf(clause)[0];
    if (best === undefined || best.score < OWN_BEYOND_DOUBT) return undefined;
    return best.g;
  }

  /**
   * The text cut into runs of clauses, each with the grammar that reads it, when some clause is
   * clearly in another installed language than `whole` (or `whole` is none); undefined otherwise.
   */
  private clausesByLanguage(text: string, whole: Grammar | undefined): Array<{ grammar: Grammar; text: string }> | undefined {
    const clauses = kit().splitClauses(text.slice(0, kit().MAX_TURN_CHARS));
    if (clauses.length < 2) return undefined;
    const runs: Array<{ grammar: Grammar | undefined; text: string }> = [];
    for (const clause of clauses) {
      let grammar: Grammar | undefined;
      if (proseWords(clause).length >= kit().MIXED_CLAUSE_WORDS) {
        const scores = [...this.grammars.values()].map((g) => ({ g, score: safeDetect(g, clause) })).sort((a, b) => b.score - a.score);
        if (scores[0]!.score >= DETECT_THRESHOLD && scores[0]!.score > (scores[1]?.score ?? 0) && kit().thirdLanguageAllows(clause, [...this.grammars.keys()])) grammar = scores[0]!.g;
      }
      // A clause too short to tell goes with the one before it.
      const last = runs[runs.length - 1];
      if (last && (grammar === undefined || grammar === last.grammar)) last.text += clause;
      else if (last && last.grammar === undefined) { last.text += clause; last.grammar = grammar; }
      else runs.push({ grammar, text: clause });
    }
    if (runs.length === 1 && runs[0]!.grammar === whole) return undefined;
    const read = runs.filter((r): r is { grammar: Grammar; text: string } => r.grammar !== undefined || whole !== undefined).map((r) => ({ grammar: r.grammar ?? whole!, text: r.text }));
    if (read.length === 0 || (read.length === 1 && read[0]!.grammar === whole && read[0]!.text.length === text.length)) return undefined;
    return read;
  }

  /** Words the question for a confirm, in the session's language: each reason from its own verdict's detail. */
  word(grammar: Grammar | undefined, reasons: readonly string[], paramsOf: (reason: string) => Record<string, unknown>): string {
    // Seed 000: the irreversible_pivot question ends with its own sentence, whatever reasons follow.
    const ordered = [...reasons.filter((c) => c !== "irreversible_pivot"), ...reasons.filter((c) => c === "irreversible_pivot")];
    if (!grammar) return ordered.join(", ");
    return ordered
      .map((code) => {
        try {
          return grammar.word({ code, params: paramsOf(code) });
        } catch {
          return code;
        }
      })
      .join(" ");
  }
}

/** A reading of nothing: the turn was not read, and `note` says why. */
function unreadTurn(language: string, note: string): TurnReading {
  return { language, read: false, note, sending: [], destinations: [], values: [] };
}

/** A reading with the stretches left unread said, and their addresses among its values. */
function withUnread(reading: TurnReading, parts: UnreadPart[]): TurnReading {
  return { ...reading, values: [...reading.values, ...parts.flatMap((p) => p.values)], unread: parts };
}

/** The sentence of a text (splitClauses' piece) that holds the character at `at`. */
function sentenceAround(text: string, at: number): string {
  let start = 0;
  for (const piece of kit().splitClauses(text)) {
    if (at < start + piece.length) return piece;
    start += piece.length;
  }
  return text;
}

/** Whether a text's first word that can say its language is `own`'s and not `other`'s. */
function opensIn(text: string, own: Grammar, other: Grammar): boolean {
  const first = proseWords(text.slice(0, 200))[0];
  return first !== undefined && safeDetect(own, first) > 0 && safeDetect(other, first) <= 0;
}

/** The words of a text that can say its language: addresses, links, handles, ids and numbers cannot. */
function proseWords(text: string): string[] {
  return kit().blankAddressWords(text.slice(0, kit().DETECT_CHARS), "@#/:0123456789").match(/\p{L}{2,}/gu) ?? [];
}

/**
 * A grammar's reading of a text, in the port's shape: one that answers anything else (nothing, a
 * promise, lists that are not lists) has not read the text, as one that throws has not. The
 * checks and the origins worked out read these fields without asking again what they are.
 */
function readWith(g: Grammar, text: string, now: Date): TurnReading {
  const r: unknown = g.readTurn(text, { now });
  if (typeof r !== "object" || r === null) throw new Error(`its reading is ${r === null ? "null" : typeof r}, not a reading`);
  const { language, read, sending, destinations, values } = r as Partial<TurnReading>;
  if (typeof language !== "string" || typeof read !== "boolean" || !Array.isArray(sending) || !Array.isArray(destinations) || !Array.isArray(values)) {
    throw new Error("its reading lacks the port's fields (language, read, sending, destinations, values)");
  }
  for (const list of [sending, destinations, values] as unknown[][]) {
    for (const item of list) if (typeof item !== "object" || item === null) throw new Error("its reading lists what is not a record");
  }
  return r as TurnReading;
}

/** What a grammar threw, as text, whatever it threw. */
/** Whether a reading asks for an act with a value a call's argument takes (`Refund 35 on 9920`): a request, not a greeting. */
function asksWithValues(reading: TurnReading): boolean {
  return (reading.acts?.length ?? 0) > 0 && reading.values.some((v) => VALUE_KINDS.has(v.kind));
}

function messageOf(e: unknown): string {
  try {
    return String(e instanceof Error ? e.message : e);
  } catch {
    return "what it threw cannot be read as text";
  }
}

function safeDetect(g: Grammar, text: string): number {
  try {
    const s = g.detect(text);
    return Number.isFinite(s) ? s : 0;
  } catch {
    return 0;
  }
}
