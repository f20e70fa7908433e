// Values the turn names with their article and then says need nothing, where the turn gives another
// value of their kind for the request to take: a record said to be right (`estorna 80 no 7781-BX, o
// 7781-BY tá certo`), a thing's sum said to stay (`estorna R$ 49,90, o frete de R$ 12,50 fica`, `os 15 do frete ficam`), a day
// said to be full (`pro dia vinte e dois, o dia vinte tá lotado`). Each is a statement about the value,
// not a request for it. Without another value of its kind the words tell a story the request acts on
// (`o 2291 tá certo, estorna 60 nele`), so nothing is set apart; a record, only after another one.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far before a value its article and the thing's word are looked for; bounds the patterns below. */
const BEFORE_REACH = 32;
/** How far after a value the words that say it stays are looked for. */
const AFTER_REACH = 40;

// Every pattern is anchored at one end of a bounded slice and each part is a choice among fixed words
// or a run of one character class beside a different class, so each match is linear.
/** Before a record: its article, the record's word between (`o 7781-BY`, `a encomenda 4410`). */
const RECORD_NAMED = /(?:^|[\s,;:(—–-])(?:o|a)\s+(?:(?:pedido|encomenda|numero|cliente|fatura|factura)\s+)?$/u;
/**
 * Before a record said in apposition to whose it is: `o da Bia, R-20,`, `a do Rui, cliente R-19,`
 * (the article, `de` and one or two words of whose, a comma, the record's word).
 */
const RECORD_OF_SOMEONE = /(?:^|[\s,;:(—–-])(?:o|a)\s+(?:do|da|de)\s+\p{L}+(?:\s+\p{L}+)?\s*,\s*(?:(?:pedido|encomenda|numero|cliente|fatura|factura)\s+)?$/u;
/**
 * After a record: it is right as it is (`tá certo`, `está correta`, `já está ok`), or it stays as it
 * is (`continua igual`, `fica como está`, `continua o mesmo`), the clause ending there; a comma may
 * stand first, after a record said in apposition (`o da Bia, R-20, continua igual`).
 */
const RECORD_RIGHT = /^\s*(?:,\s*)?(?:(?:ja\s+)?(?:esta|ta)\s+(?:cert[oa]|certinh[oa]|corret[oa]|ok|bem)|(?:continua|fica|segue|permanece)\s+(?:igual|como\s+esta|o\s+mesmo|a\s+mesma|inalterad[oa]))\s*(?:[.;,!)]|$)/u;
/** Before a sum: a thing's article and word (`o frete de R$`, `a taxa de`, `os portes de`). */
const THING_SUM_NAMED = /(?:^|[\s,;:(—–-])(?:o|a|os|as)\s+\p{L}+\s+(?:de\s+)?(?:(?:r\$|€|us\$)\s*)?$/u;
/** After a thing's sum: it stays where it is, or is kept for something else, the clause ending there (`fica`, `fica de fora`, `fica com a gente`, `não entra`, `os outros 800 ficam para a escritura`, `fica pra próxima`). */
const SUM_STAYS = /^\s*(?:(?:fica|ficam)\s+(?:para|pra|pro)\s+(?:\p{L}+\s+){0,3}\p{L}+|fica|ficam|fica\s+de\s+fora|ficam\s+de\s+fora|fica\s+com\s+a\s+gente|ficam\s+com\s+a\s+gente|fica\s+com\s+a\s+loja|ficam\s+com\s+a\s+loja|nao\s+entra|nao\s+entram|nao)\s*(?:[.;,!)]|$)/u;
/** Before a sum said of a thing after it: the sum's article alone (`os 15 do frete ficam`, `os R$ 12 da taxa fica`). */
const SUM_NAMED = /(?:^|[\s,;:(—–-])(?:o|a|os|as)\s+(?:(?:r\$|€|us\$)\s*)?$/u;
/** After a sum with its article: the thing it is of, then that it stays (`do frete ficam`, `reais da taxa ficam de fora`), the clause ending there or another request joined (`ficam e manda …`). */
const SUM_OF_THING_STAYS = /^\s*(?:(?:reais|real|euros?|€)\s+)?(?:do|da|dos|das)\s+\p{L}+\s+(?:fica|ficam|fica\s+de\s+fora|ficam\s+de\s+fora|nao\s+entra|nao\s+entram)(?:\s*(?:[.;,!)]|$)|\s+e\s)/u;
/** Before a day: its article, `dia` between or in the day's own text (`o dia vinte`, `a sexta`). */
const DAY_NAMED = /(?:^|[\s,;:(—–-])(?:o|a)\s+(?:dia\s+)?$/u;
/** After a day: it is taken, full or closed to the request (`tá lotado`, `está cheia`, `já está ocupado`). */
const DAY_FULL = /^\s*(?:ja\s+)?(?:esta|ta|estava|tava)\s+(?:lotad[oa]|chei[oa]|ocupad[oa]|sem\s+vagas?)(?![\p{L}\d])/u;

/**
 * A record said right as it is right after another was named: before the turn names any, `o 8142
 * está certo, …` opens the story the request goes on from, and the record may be what it points back at.
 */
function recordSaidRight(span: Span, before: string, after: string, values: readonly Span[]): boolean {
  return (RECORD_NAMED.test(before) || RECORD_OF_SOMEONE.test(before)) && RECORD_RIGHT.test(after) && values.some((v) => v.end <= span.start && isRecordSpan(v) && v.value !== span.value);
}

/** The values the turn, folded, says need nothing, each beside another of its kind. */
export function valuesSaidToStay(folded: string, values: readonly Span[]): Span[] {
  return values.filter((span) => {
    const before = folded.slice(Math.max(0, span.start - BEFORE_REACH), span.start);
    const after = folded.slice(span.end, span.end + AFTER_REACH);
    if (isRecordSpan(span) && recordSaidRight(span, before, after, values)) return true;
    // A bare number of three digits or more may be a sum too (`os outros 800 ficam para a escritura`): said to stay as a thing's sum, it is one.
    if (span.kind === "id") return false;
    if (span.kind === "amount" || span.kind === "number") {
      if (typeof span.value !== "number") return false;
      const stays = (THING_SUM_NAMED.test(before) && SUM_STAYS.test(after)) || (SUM_NAMED.test(before) && SUM_OF_THING_STAYS.test(after));
      return stays && values.some((v) => v !== span && (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && v.value !== span.value);
    }
    if (span.kind === "date") return DAY_NAMED.test(before) && DAY_FULL.test(after) && values.some((v) => v !== span && v.kind === "date" && v.value !== span.value);
    return false;
  });
}
