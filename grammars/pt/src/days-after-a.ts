// Day/month written with a slash after the preposition `a`, as European Portuguese says a day
// (`fecha a 3/4 para obras`, `a entrega é a 12/5.`): the day comes first, as in every Portuguese
// date. `3/4` alone is a fraction (`come 3/4 da pizza`, `reduz a 3/4 do preço`), so the day/month is
// read only where the clause goes on as a date's does: it ends there (a stop, a comma, the turn's
// end) or a word opens what follows (`para`, `por`, `que`, `e`, `às` …), never a noun or `de` the
// fraction would count.
import { isoDate, type DatePattern } from "@toolgate/grammar-kit";

/** Words that open what follows a date, never a thing a fraction counts: `a 3/4 para obras`, `a 3/4 às 10h`. */
const AFTER_A_DATE = "para|pra|por|porque|pois|que|e|ou|mas|as|ate|desde|logo|entao";

export const DAYS_AFTER_A: DatePattern[] = [
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])a\\s+(\\d{1,2})\\/(\\d{1,2})(?![\\d/]|[.,]\\d)(?=\\s*(?:$|[,.;:!?)])|\\s+(?:${AFTER_A_DATE})\\b)`, "gu"),
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2]), Number(m[1])),
    reason: "dia/mês depois de `a` (pt-PT `fecha a 3/4 para obras`, `a entrega é a 12/5.`): o dia primeiro; só onde a oração segue como a de uma data (acaba ali, ou vem `para`, `que`, `às` …), nunca antes de `de` ou de um nome que a fração conte",
    words: ["a"],
    marks: "/",
  },
];
