// Weekdays said with no word before them that makes them days (`na`, `de`, `esta`, `-feira`), read
// where the turn's shape leaves them no other sense: `segunda`, `terça`, `quarta`, `quinta` and
// `sexta` are ordinals too (`a segunda via`, `cancela a segunda`), so a bare one is a day only where
// it ends its clause after a word that is no article (`cobrar o conserto da torneira sexta`), or is
// joined to another weekday by `e` (`a enfermeira vem terça e quinta`).
import { addDays, type DatePattern } from "@toolgate/grammar-kit";
import { WEEKDAYS } from "./lexicon.js";

/** The weekdays that are ordinals too; `sábado` and `domingo` are read bare where all weekdays are. */
const ORDINAL_WEEKDAYS = "segunda|terca|quarta|quinta|sexta";

/**
 * Words right before a weekday that make it the ordinal or the thing it names: an article, a
 * contraction with one, a possessive or `outra` (`cancela a segunda`, `o vinho da quinta`, `a outra sexta`).
 */
const NOT_A_DAY_AFTER = new Set(["a", "o", "as", "os", "um", "uma", "da", "do", "das", "dos", "pela", "pelo", "nas", "nos", "outra", "outro", "sua", "minha", "tua", "nossa", "dela", "dele", "e", "ou", "que"]);
/** The word before a match, folded: the last word of the few characters before it, or none where they end in a mark. */
function wordBefore(before: string): string | undefined {
  const words = before.split(" ");
  if (words.length < 2 || words[words.length - 1] !== "") return undefined;
  const word = words[words.length - 2]!;
  return /^\p{L}+$/u.test(word) ? word : undefined;
}
/** How far back the word before a weekday is looked for. */
const LOOK_BACK = 24;

/** The next day (never today, as an ISO date) of the weekday a folded word names, if it names one. */
export function nextWeekday(word: string | undefined, now: Date): string | undefined {
  const target = WEEKDAYS[word ?? ""];
  return target === undefined ? undefined : addDays(now, ((target - now.getUTCDay() + 7) % 7) || 7);
}

export const WEEKDAYS_SAID_BARE: readonly DatePattern[] = [
  {
    // Linear: the weekday is matched first; the look-ahead reads at most a run of blanks and one mark.
    pattern: new RegExp(String.raw`\b(${ORDINAL_WEEKDAYS})(?:-feira)?(?=\s*(?:[.,;!?\n]|$))`, "g"),
    read: (m, now) => {
      const before = wordBefore(m.input.slice(Math.max(0, m.index - LOOK_BACK), m.index));
      if (before === undefined || NOT_A_DAY_AFTER.has(before)) return undefined;
      return nextWeekday(m[1], now);
    },
    reason: "`cobrar o conserto da torneira sexta`, `me lembra de ligar pro contador quinta.`: um dia da semana no fim da oração, depois de uma palavra que não é artigo",
    words: ORDINAL_WEEKDAYS.split("|"),
    yieldsToDate: true,
  },
  {
    // A comma alone joins no list (`é quinta, quarta o veterinário não está`): only `e` does.
    // Linear: each side of the join reads a run of blanks once; the look-behind is tried only where a weekday was matched.
    pattern: new RegExp(
      String.raw`\b(${ORDINAL_WEEKDAYS})(?:-feira)?(?=\s+e\s+(?:${ORDINAL_WEEKDAYS})\b(?!\s+(?:via|vez|parte|opcao|parcela|fase|etapa|versao)\b))|\b(${ORDINAL_WEEKDAYS})(?<=\b(?:${ORDINAL_WEEKDAYS})(?:-feira)?\s+e\s+(?:${ORDINAL_WEEKDAYS}))(?:-feira)?\b(?!\s+(?:via|vez|parte|opcao|parcela|fase|etapa|versao)\b)`,
      "g",
    ),
    read: (m, now) => nextWeekday(m[1] ?? m[2], now),
    reason: "`vem terça e quinta`, `quarta e sexta`: dias da semana juntos uns aos outros, que como ordinais não se juntam sem o nome que contam",
    words: ORDINAL_WEEKDAYS.split("|"),
    yieldsToDate: true,
  },
];
