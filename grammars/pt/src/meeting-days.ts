// A weekday that closes what a meeting is, with no word of its own before it: `marca reunião com o
// fornecedor sexta`, `agenda a visita do técnico quinta às 10`. `segunda` to `sexta` are also
// ordinals (`a sexta parcela`), so the date patterns read them bare only right after the meeting's
// word; here the meeting's words may come between, within the clause.
import { addDays, wordTable, type SpanSet } from "@toolgate/grammar-kit";
import { CLAUSE_BREAKS, WEEKDAYS } from "./lexicon.js";
import type { Token } from "./tokens.js";

/** Words that say a meeting is being set, or what is met: the head of the clause a weekday closes. */
const MEETING_WORDS: Record<string, string> = wordTable({
  reuniao: "`marca reunião com o fornecedor sexta`", reunioes: "plural", call: "`agenda uma call com o time quinta`",
  consulta: "`marca consulta no dermatologista terça`", visita: "`agenda a visita do técnico quinta`",
  encontro: "`marca encontro com a Ana sexta`", entrevista: "`marca a entrevista do candidato quarta`",
  almoco: "`marca almoço com o cliente sexta`", jantar: "`marca jantar com a equipa sexta`",
  marca: "`marca com o fornecedor sexta`", marque: "imperativo", marcar: "`consegue marcar o dentista sexta`",
  agenda: "`agenda com o Rui terça`", agende: "imperativo", agendar: "infinitivo",
  remarca: "`remarca a reunião com a Bia quinta`", remarque: "imperativo", remarcar: "infinitivo",
});

/** Words right before a weekday that make it an ordinal or a day another word names: `a sexta parcela`, `da segunda`. */
const NOT_BEFORE = new Set(["o", "a", "os", "as", "da", "do", "das", "dos", "um", "uma", "pela", "pelo", "ao", "dia"]);
/** Words after a weekday that make it an ordinal: `sexta parcela`, `segunda via`. */
const NOT_AFTER = new Set(["via", "vias", "vez", "vezes", "parcela", "parcelas", "prestacao", "fase", "etapa", "parte", "opcao", "linha", "pagina", "tentativa", "chamada", "versao", "edicao", "conta", "mao", "classe", "turma", "feira"]);
/** How many words before a weekday a meeting's word is looked for. */
const REACH = 5;

/**
 * Adds, for each bare weekday (`segunda` to `sexta`) no span took, whose clause has a meeting's
 * word at most five words before it with no punctuation nor clause break between, the next such
 * day after today as a date. A weekday after an article or before an ordinal's noun is left.
 */
export function scanDaysOfMeetings(text: string, tokens: readonly Token[], now: Date, spans: SpanSet): void {
  for (let i = 1; i < tokens.length; i++) {
    const day = tokens[i]!;
    const target = WEEKDAYS[day.fold];
    if (target === undefined || target === 0 || target === 6 || !spans.free(day.start, day.end)) continue;
    if (NOT_BEFORE.has(tokens[i - 1]!.fold) || tokens[i - 1]!.breakAfter) continue;
    const next = tokens[i + 1];
    if (!day.breakAfter && next !== undefined && NOT_AFTER.has(next.key)) continue;
    let meeting = false;
    for (let k = i - 1; k >= 0 && k >= i - REACH; k--) {
      const w = tokens[k]!;
      if (MEETING_WORDS[w.fold] !== undefined) {
        meeting = true;
        break;
      }
      if (CLAUSE_BREAKS[w.fold] !== undefined || (k < i - 1 && w.breakAfter)) break;
    }
    if (!meeting) continue;
    const ahead = (target - now.getUTCDay() + 7) % 7 || 7;
    spans.add({ kind: "date", start: day.start, end: day.end, text: text.slice(day.start, day.end), value: addDays(now, ahead) });
  }
}
