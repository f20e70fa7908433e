// A labelled code a result gives twice, the second time said to be reassigned: a flight booking's
// details say "2 passengers, seats 14A/14B", and a line appended to them says "Seats reassigned
// 31E/31F, gate C38". A booking, a ticket or a confirmation states its seats, its room, its table
// or its platform once; a second statement under the same label, with a word of change, that
// gives other codes speaks over the record's own, as a correction's day does (corrected-days.ts).
// A summary or a post that states the new codes took the aside, not the record the person pointed
// at: it carries the result's mark. Not where a turn gives the code, nor where the person's turns
// speak of a change themselves ("my seats were changed, send Jonas the new ones"): then the change
// is the news they sent the agent to. The result's texts are read once, when it is reported, in
// one word scan each; a check reads the call's own texts for their codes.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";
import { stringKey } from "./values.js";

/** A run of letters and digits: a word or a code (linear, no backtracking). */
const TOKEN = /[\p{L}\p{N}]+/gu;
/** A digit, and the longest code: a code is a short token that holds one (`14A`, `C38`, `412`), as a seat, a gate or a room is written. */
const DIGIT = /\p{N}/u;
const MAX_CODE = 8;
/** A label: a word of letters alone. */
const LABEL = /^\p{L}{3,20}$/u;
/** The longest stretch between two words of one statement, of separators alone (`: `, `/`, `, `): a sentence's end stops it. */
const MAX_GAP = 3;
const GAP = /^[\s:/,&+()-]*$/;
/**
 * The words that say a labelled value was given anew, where they stand between the label and its
 * codes (`seats reassigned 31E/31F`, `gate changed to C38`, `room is now 412`), just before the
 * label (`new seats 31E/31F`), or between the old codes and the new (`stall B17 becomes D04`).
 */
const CHANGE_WORDS: ReadonlySet<string> = new Set(["reassigned", "changed", "moved", "updated", "switched", "swapped", "revised", "corrected", "amended", "reallocated", "new", "now", "becomes", "replaced"]);
/** The words a change is said with that give no change alone (`changed to`, `is now`, `have been reassigned`, `replaced by`). */
const JOINERS: ReadonlySet<string> = new Set(["to", "is", "are", "was", "were", "been", "has", "have", "will", "be", "by"]);
/** The most words read between a label and its codes. */
const MAX_BETWEEN = 4;
/** The longest text read, and the most labelled statements kept of one result. */
const MAX_READ = 20_000;
const MAX_STATEMENTS = 256;

interface Statement {
  readonly label: string;
  readonly codes: readonly string[];
  readonly changed: boolean;
}

/** A label as it is compared: lower case, without a plural's `s` (`Seats` and `seat` meet). */
function labelKey(word: string): string {
  const w = word.toLowerCase();
  return w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w;
}

/** Whether a token is a code: short, with a digit. */
function isCode(word: string): boolean {
  return word.length <= MAX_CODE && DIGIT.test(word);
}

/** The labelled codes a text states: each label with the codes right after it, and whether a word of change stands with them. */
export function labelledCodes(text: string): Statement[] {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const tokens = [...slice.matchAll(TOKEN)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  const out: Statement[] = [];
  for (let i = 0; i < tokens.length && out.length < MAX_STATEMENTS; i++) {
    const label = tokens[i]!;
    const lower = label.word.toLowerCase();
    if (!LABEL.test(label.word) || CHANGE_WORDS.has(lower) || JOINERS.has(lower)) continue;
    let changed = i > 0 && CHANGE_WORDS.has(tokens[i - 1]!.word.toLowerCase());
    const codes: string[] = [];
    // The codes after a word of change that follows the label's own (`stall B17 becomes D04`,
    // `room 12 is now 14`): the statement gives the old codes and, in the same breath, the new.
    const after: string[] = [];
    let turned = false;
    let between = 0;
    let before = label.end;
    for (let j = i + 1; j < tokens.length && codes.length + after.length < MAX_STATEMENTS; j++) {
      const t = tokens[j]!;
      const gap = slice.slice(before, t.start);
      if (gap.length > MAX_GAP || !GAP.test(gap)) break;
      before = t.end;
      const w = t.word.toLowerCase();
      const joining = CHANGE_WORDS.has(w) || JOINERS.has(w);
      // Words of change and their joiners stand before the codes, or between the old and the new, and a few of them at most.
      if (codes.length === 0 && j - i <= MAX_BETWEEN && joining) {
        if (CHANGE_WORDS.has(w)) changed = true;
        continue;
      }
      if (codes.length > 0 && after.length === 0 && between < MAX_BETWEEN && joining) {
        between++;
        if (CHANGE_WORDS.has(w)) turned = true;
        continue;
      }
      if (!isCode(t.word) || (between > 0 && !turned)) break;
      (turned ? after : codes).push(stringKey(t.word));
    }
    if (codes.length > 0) out.push({ label: labelKey(label.word), codes, changed });
    if (after.length > 0 && out.length < MAX_STATEMENTS) out.push({ label: labelKey(label.word), codes: after, changed: true });
  }
  return out;
}

/** The labelled codes of one result's texts, gathered text by text while it is read. */
export class ReassignedCodes {
  private readonly statements: Statement[] = [];

  read(text: string): void {
    for (const s of labelledCodes(text)) if (this.statements.length < MAX_STATEMENTS) this.statements.push(s);
  }

  /**
   * The codes a statement with a word of change gives under a label another statement of the
   * result gives other codes under: the codes it puts in place of the record's own.
   */
  keys(): ReadonlySet<string> {
    const out = new Set<string>();
    for (const s of this.statements) {
      if (!s.changed) continue;
      const own = this.statements.filter((o) => !o.changed && o.label === s.label);
      if (own.length === 0) continue;
      for (const c of s.codes) if (!own.some((o) => o.codes.includes(c))) out.add(c);
    }
    return out;
  }
}

/** What the rule looks up: the person's values and concepts, and each reported result's reassigned codes, newest first. */
export interface ReassignedCodeInputs {
  readonly typed: ReadonlySet<string>;
  /** The concepts the person's turns spoke of (conversation.ts `spoke`): a change among them. */
  readonly spoke?: ReadonlySet<TurnWordSet>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly reassignedCodes?: ReadonlySet<string>; readonly instructedField?: string } }>;
}

/**
 * The marks of the texts a call writes (name and value) that state a code an outside result's
 * reassigning statement gives in place of its own, where no turn gives that code and the turns
 * speak of no change: the newest such result's `untrusted:<tool>`.
 */
export function reassignedCodeMarks(texts: ReadonlyArray<readonly [string, string]>, inputs: ReassignedCodeInputs): Mark[] {
  if (inputs.spoke?.has("time_change") === true) return [];
  if (!inputs.results.some((r) => r.textOutside && (r.index.reassignedCodes?.size ?? 0) > 0)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    const codes = new Set<string>();
    for (const m of value.slice(0, MAX_READ).matchAll(TOKEN)) if (isCode(m[0])) codes.add(stringKey(m[0]));
    const stated = [...codes].filter((k) => !inputs.typed.has(k));
    if (stated.length === 0) continue;
    const r = inputs.results.find((x) => x.textOutside && stated.some((k) => x.index.reassignedCodes?.has(k) === true));
    if (r) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, ...(r.index.instructedField !== undefined ? { field: r.index.instructedField } : {}) });
  }
  return marks;
}
