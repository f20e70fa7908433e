// A bare weekday that opens a sentence or a clause and is said `não` of right after it: `quinta não
// rola`, `…? sexta não dá`, `, segunda não posso`. The weekday is the clause's topic, the day the
// person turns down; an ordinal opens no clause without the noun it counts (`a segunda via`), and
// is never followed straight by `não`. Read as the day, for the words around it to set it apart.
import type { DatePattern } from "@toolgate/grammar-kit";
import { nextWeekday } from "./weekdays-said-bare.js";

/** The weekdays that are ordinals too, folded. */
const ORDINAL_WEEKDAYS = "segunda|terca|quarta|quinta|sexta";

export const WEEKDAYS_OPENING_A_NO: readonly DatePattern[] = [
  {
    // Linear: the look-behind reads one mark and a run of blanks; the look-ahead a run of blanks and `nao`.
    pattern: new RegExp(String.raw`(?:^|(?<=[.,;!?\n]\s*))(${ORDINAL_WEEKDAYS})(?:-feira)?(?=\s+nao\b)`, "g"),
    read: (m, now) => nextWeekday(m[1], now),
    reason: "`quinta não rola`, `…? sexta não dá`: um dia da semana que abre a oração e de que logo se diz `não`",
    words: ORDINAL_WEEKDAYS.split("|"),
    yieldsToDate: true,
  },
];
