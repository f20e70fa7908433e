// A record or a day the turn says is another person's or thing's, beside the one the request takes:
// `a do Tomás é a 4407. A 4470 é da irmã e essa fica`, `agenda no dia catorze de abril. Não, quinze,
// o dia catorze é o de Português`. The clause tells whose the value is, so that it is not taken for
// the request's; with the thing it is of (`Português`), it is set apart. Only where the turn gives
// another value of its kind before it: alone, the words tell the story the request acts on.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far after a value the words that give it to another are looked for; bounds the patterns below. */
const AFTER_REACH = 48;

// Both patterns are anchored at the start of a bounded slice of the folded text (`é` is `e` there);
// each part is a choice among fixed words or one word, apart by blanks, so each match is linear.
/** `é o de Português`, `é a da Ana`: the value is the one of another thing; the `é` checked on the text itself. */
const THE_ONE_OF = /^\s*e\s+(?:o|a|os|as)\s+(?:de|do|da|dos|das)\s+(?=\p{L})/u;
/** `é da irmã e essa fica`, `é do meu pai, essa não`: the value is another's, and it stays as it is. */
const ANOTHERS_AND_STAYS = /^\s*e\s+(?:de|do|da|dos|das)\s+(?:(?:meu|minha|meus|minhas|seu|sua|nosso|nossa|dona)\s+)?\p{L}+(?:\s*,\s*|\s+e\s+)(?:(?:ess[ea]|est[ea])\s+)?(?:fica|ficam|continua|segue|mantem|nao)(?![\p{L}\d])/u;
/** The `é` of THE_ONE_OF, as typed: a bare `e` there joins a list (`o dia 14 e o do João`). */
const IS = /^\s*[éÉ]/u;

/** The family a value is compared within: records, days. */
function familyOf(v: Span): "record" | "day" | undefined {
  if (isRecordSpan(v)) return "record";
  return v.kind === "date" ? "day" : undefined;
}

/** The values said to be another's, and the names of whom or what they are of. */
export function valuesSaidOfOthers(text: string, folded: string, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  values.forEach((span, i) => {
    const family = familyOf(span);
    if (family === undefined) return;
    const after = folded.slice(span.end, span.end + AFTER_REACH);
    const theOneOf = THE_ONE_OF.exec(after);
    const said = theOneOf !== null && IS.test(text.slice(span.end, span.end + AFTER_REACH)) ? theOneOf : ANOTHERS_AND_STAYS.exec(after);
    if (said === null) return;
    if (!values.some((v, j) => j < i && familyOf(v) === family && String(v.value) !== String(span.value))) return;
    out.push(span);
    // The one it is of, where a name is read there (`o de Português`): no value of the request.
    const ofStart = span.end + said[0].length;
    const of = values[i + 1];
    if (theOneOf === said && of !== undefined && of.kind === "name" && of.start === ofStart) out.push(of);
  });
  return out;
}
