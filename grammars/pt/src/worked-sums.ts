// A sum the turn works out from two others: `devolve 120 menos 20 de frete, dá 100`, `transfere 300 mais
// 15 de portes, 315 ao todo`, `estorna 25 no 1190, põe mais 10, 35 no total`. The result is what the request
// means; the two sums it is made of are its working, set apart. Only where the result adds up: the sum
// before the operator, plus or minus the one after it, is the result said, so a turn that merely names
// three sums is left as it is. Read word by word on the few words beside each sum, in linear time.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";

/** Operators said right before the second sum, a word or two between at most: `menos 20`, `põe mais 10`, `tirando 30 de`. */
const PLUS = new Set(["mais", "soma", "somando", "junta", "juntando", "acrescenta", "acrescentando", "adiciona", "adicionando"]);
const MINUS = new Set(["menos", "tirando", "tira", "descontando", "desconta", "abatendo", "abate", "subtraindo"]);
/** How many words before the second sum an operator may stand: `junta mais 5`, `menos os 20`. */
const OPERATOR_REACH = 3;

/** Words right before a result: `dá 100`, `ou seja 40`, `fica 65`, `então 170`, `total de 52`, `são 75`. */
const RESULT_BEFORE = new Set(["da", "dando", "fica", "ficam", "ficando", "sao", "entao", "totaliza", "totalizando", "logo", "portanto", "resultado"]);
const RESULT_BEFORE_PAIRS = new Set(["ou seja", "isto e", "total de", "no total", "ao todo", "um total", "o total"]);
/** Words right after a result: `315 ao todo`, `35 no total`, `52 de total`. */
const RESULT_AFTER_PAIRS = new Set(["ao todo", "no total", "de total", "no fim", "ao final", "ao fim", "em total"]);

/** The two sums and the result stand within this many characters, in one sentence. */
const REACH = 100;
const SENTENCE_END = /[.;!?\n]/;
const WORD = /[\p{L}\d]+/gu;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Whether the words around a sum say it is a result: `dá 100`, `ou seja 40`, `315 ao todo`. */
function saidAsResult(before: readonly string[], after: readonly string[]): boolean {
  const n = before.length;
  if (RESULT_BEFORE.has(before[n - 1] ?? "") || RESULT_BEFORE_PAIRS.has(`${before[n - 2] ?? ""} ${before[n - 1] ?? ""}`)) return true;
  return RESULT_AFTER_PAIRS.has(`${after[0] ?? ""} ${after[1] ?? ""}`);
}

/** `+1` where an adding word stands among the last few words, `-1` for a taking one, else 0. */
function operator(before: readonly string[]): number {
  for (let k = before.length - 1; k >= 0 && k >= before.length - OPERATOR_REACH; k--) {
    if (PLUS.has(before[k]!)) return 1;
    if (MINUS.has(before[k]!)) return -1;
  }
  return 0;
}

/** The sums a turn works a result out of, to be set apart: for each result said, the two sums it adds up from. */
export function workedSums(folded: string, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  const added = addedToEarlierSum(folded, values);
  if (added !== undefined) out.push(added);
  for (let c = 2; c < values.length; c++) {
    const result = values[c]!;
    if (!isSum(result)) continue;
    // The second sum is the last value before the result, right before it.
    const b = c - 1;
    const second = values[b]!;
    if (!isSum(second)) continue;
    const sign = operator(words(folded.slice(values[b - 1]!.end, second.start)));
    if (sign === 0) continue;
    const before = words(folded.slice(second.end, result.start));
    const after = words(folded.slice(result.end, result.end + 16));
    if (!saidAsResult(before, after)) continue;
    // The first is a sum before the operator, a record's number between them or not (`25 no pedido 1190, põe mais 10`): the one that adds up.
    for (let a = b - 1; a >= 0 && result.start - values[a]!.end <= REACH; a--) {
      const first = values[a]!;
      if (SENTENCE_END.test(folded.slice(first.end, result.start))) break;
      if (!isSum(first)) continue;
      const worked = (first.value as number) + sign * (second.value as number);
      if (Math.abs(worked - (result.value as number)) < 0.005) {
        out.push(first, second);
        break;
      }
    }
  }
  return out;
}

/**
 * The sum added to (or taken from) one of an earlier turn's, where the turn opens its sentence with it
 * and says the result right after (`soma mais trinta, ficam cento e cinquenta`, `tira 20, fica 100`):
 * the first sum is the request before, so the sum only works the result out; the result is asked.
 */
function addedToEarlierSum(folded: string, values: readonly Span[]): Span | undefined {
  if (values.length < 2) return undefined;
  const [second, result] = [values[0]!, values[1]!];
  if (!isSum(second) || !isSum(result)) return undefined;
  const opening = folded.slice(0, second.start);
  const sentence = opening.slice(Math.max(...[...".;!?\n:"].map((m) => opening.lastIndexOf(m))) + 1);
  if (operator(words(sentence)) === 0) return undefined;
  const between = folded.slice(second.end, result.start);
  if (SENTENCE_END.test(between)) return undefined;
  return saidAsResult(words(between), words(folded.slice(result.end, result.end + 16))) ? second : undefined;
}
