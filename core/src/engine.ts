// The engine: everything Client.create compiles once — catalogue, kinds, rulebook, the ordered
// checks with their settings, grammars, keys — shared by every session of a client.
import type { Check, TenantSettings } from "./check.js";
import type { Catalogue } from "./catalogue.js";
import type { Signer } from "./crypto/ed25519.js";
import type { Grammar, TurnReading } from "./grammar/port.js";
import type { HeadStore } from "./history.js";
import type { StoredHistories } from "./stores/entries.js";
import type { ToolKind } from "./kinds.js";
import type { PipelineCheck } from "./pipeline.js";
import type { Rulebook } from "./rulebook.js";
import type { UsageStore } from "./usage.js";
import type { ReadingStore } from "./server/readings.js";
import type { ToolRegistry } from "./registry.js";

import { blankAddressWords, DETECT_CHARS } from "./grammar/detect.js";

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

/** A grammar's detection score a turn must reach to be read in that language. */
const DETECT_THRESHOLD = 0.5;
/** Up to this many words, a text no grammar recognises is read in the conversation's language. */
const SHORT_REPLY_WORDS = 3;
/** A lower score that still reads a turn, when it is at least twice every other language's. */
const CLEAR_LEAD_SCORE = 0.4;

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

  constructor(parts: EngineParts) {
    Object.assign(this, parts);
  }

  licenceLapsed(now: number): boolean {
    return now > this.licenceExpires;
  }

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
    const empty = (lang: string, note: string): TurnReading => ({ language: lang, read: false, note, sending: [], destinations: [], values: [] });
    if (this.grammars.size === 0) return empty(language ?? "und", "no grammar is installed");
    const scores = [...this.grammars.values()].map((g) => ({ g, score: safeDetect(g, text) })).sort((a, b) => b.score - a.score);
    const best = scores[0]!;
    let chosen: Grammar | undefined;
    if (language) {
      const own = this.grammars.get(language)!;
      const ownScore = scores.find((s) => s.g === own)!.score;
      // A session's language is kept unless the text is clearly in another installed language.
      chosen = best.g !== own && best.score >= DETECT_THRESHOLD && best.score > ownScore ? undefined : own;
      if (!chosen) return empty(best.g.language, `the turn reads as \`${best.g.language}\`, not the session's \`${language}\``);
    } else if (best.score >= DETECT_THRESHOLD) {
      chosen = best.g;
    } else if (best.score >= CLEAR_LEAD_SCORE && best.score >= 2 * (scores[1]?.score ?? 0)) {
      // A short command ("charge customer C7") may fall under the bar while no other language
      // recognises a word of it: it is read in the one language clearly ahead.
      chosen = best.g;
    } else {
      const words = proseWords(text);
      if (words.length === 0) {
        // Numbers, ids and addresses alone belong to no language: read them in the
        // conversation's language, or with the first grammar.
        chosen = this.grammarFor(previous);
      } else if (previous && this.grammars.has(previous) && words.length <= SHORT_REPLY_WORDS) {
        // A short answer ("yes, 40") says too little to detect: it is in the conversation's
        // language. A longer text no grammar recognises stays unread.
        chosen = this.grammars.get(previous);
      }
    }
    if (!chosen) return empty("und", "no installed grammar reads this turn's language");
    try {
      return chosen.readTurn(text, { now });
    } catch (e) {
      return empty(chosen.language, `the grammar could not read it: ${(e as Error).message}`);
    }
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

/** The words of a text that can say its language: addresses, links, handles, ids and numbers cannot. */
function proseWords(text: string): string[] {
  return blankAddressWords(text.slice(0, DETECT_CHARS), (c) => /^[@#/:\d]$/.test(c)).match(/\p{L}{2,}/gu) ?? [];
}

function safeDetect(g: Grammar, text: string): number {
  try {
    const s = g.detect(text);
    return Number.isFinite(s) ? s : 0;
  } catch {
    return 0;
  }
}
