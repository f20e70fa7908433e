// A share the person asked for, paid as the share an outside text works out with something on
// top: "send Tom my sixth of the total" and a booking's "there's also a 300 damage deposit, so add
// 50 each - 255 in total"; "somos seis, transfere-lhe a minha parte" and a payer's reference "total
// 186,00 + prenda 54,00 a dividir = 40,00 cada". The person's count of heads times the sum paid is
// no figure anything wrote; it is two figures of the text added, a total and what the text puts on
// top of it. The person pointed at the text for the total, not for its arithmetic, whatever its
// words. The share of a total the text writes (205 of a total of 1,230 for six) is left: the whole
// is a figure a result holds. Only a sum the same text writes is read: a share the model worked out
// itself from two figures a bill lists without a total is the person's (split the food and the tip).
// A check only looks keys up, each complement once per text key: linear in the text's keys.
import type { Mark } from "../model.js";
import { SUM_ARGUMENT, cents, countOf, numberKey } from "./values.js";

/** What the rule looks up: the person's and the run's keys, and the reported results' indexes, newest first. */
export interface ShareInputs {
  readonly typed: ReadonlySet<string>;
  readonly askedSums?: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
}

/** The most heads a share is read to be of: a group's, a house's, a team's. */
const MAX_HEADS = 24;
/** The most keys looked through per sum (the person's, or one text's), and the most counts kept. */
const MAX_KEYS = 4096;
const MAX_COUNTS = 16;

/** The whole numbers from 2 to MAX_HEADS the person's turns give, the first MAX_COUNTS of them. */
function headCounts(typed: ReadonlySet<string>): number[] {
  const out = new Set<number>();
  let seen = 0;
  for (const k of typed) {
    if (++seen > MAX_KEYS || out.size >= MAX_COUNTS) break;
    const n = countOf(k);
    if (n >= 2 && n <= MAX_HEADS) out.add(n);
  }
  return [...out];
}

/**
 * Whether a text's keys hold two different positive figures that add up to `whole`, neither of
 * them the share itself (`share`, a number key): a list of separate sums (prizes of 1500, 800 and
 * 400 EUR, "pay the three teams") holds the share paid and another that, with it, make some count
 * of the share; a total with something on top holds neither part as the share.
 */
function twoAdded(whole: number, share: string, text: ReadonlyMap<string, string>): boolean {
  let seen = 0;
  for (const k of text.keys()) {
    if (++seen > MAX_KEYS) return false;
    if (!k.startsWith("n:") || k === share) continue;
    const a = Number(k.slice(2));
    if (!(a > 0) || a >= whole) continue;
    const rest = numberKey(cents(whole - a));
    if (rest !== k && rest !== share && text.has(rest)) return true;
  }
  return false;
}

/**
 * The marks of a write's sums (a positive number under a sum's name) that an outside text writes,
 * where no turn, asked sum or context gave them, and the sum times a count of the person's turns is
 * a whole nobody wrote that is two figures of that same text added: the text's `untrusted:<tool>`
 * on the sum, at the field that writes it. The newest such text's. `given` says which arguments the
 * caller gave an origin for.
 */
export function shareWithExtraMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: ShareInputs): Mark[] {
  const theirs = (k: string) => inputs.typed.has(k) || !!inputs.askedSums?.has(k) || inputs.context.has(k);
  const held = (k: string) => theirs(k) || inputs.results.some((r) => r.index.structured.has(k) || r.index.text.has(k));
  let counts: number[] | undefined;
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || given(name) || !SUM_ARGUMENT.test(name)) continue;
    const key = numberKey(value);
    if (theirs(key)) continue;
    const r = inputs.results.find((x) => x.textOutside && x.index.text.has(key));
    if (!r) continue;
    counts ??= headCounts(inputs.typed);
    const shared = counts.some((n) => {
      const whole = cents(value * n);
      return !held(numberKey(whole)) && twoAdded(whole, key, r.index.text);
    });
    if (shared) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
  }
  return marks;
}
