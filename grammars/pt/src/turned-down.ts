// Values the turn turns down in the clause right after them, where the turn gives another value of
// their kind for the request to take: a day that does not suit (`pra depois de amanhã, amanhã não dá
// pra mim`, `pro dia vinte, dia dez eu tô de férias`), a value not to be touched (`pra (11) 98765-4321;
// o do marido é (11) 91234-5678, esse não mexe`), a sum of an act already done (`transfere 50? os 500
// da semana passada já caíram`); and a value a Spanish `no el` sets apart before it. Each is a
// statement about the value, not a request for it. Without another value of its kind the words tell
// what the request acts on (`o pedido 4410 não pode esperar, cancela`), so nothing is set apart.
import type { Span } from "@toolgate/grammar-kit";

/** How far after a value the words that turn it down are looked for; bounds the patterns below. */
const AFTER_REACH = 48;

// Every pattern is anchored at the start of a bounded slice and each part is a choice among fixed
// words, apart by blanks, so each match is linear.
/**
 * After a value: a `não` that it does not do, suit or may not be touched (`não dá`, `não rola`, `esse
 * não mexe`, `eu não posso`). Not `não dá pra esperar`: a `não dá` before an infinitive says what the
 * request is for, not that the value does not suit; nor `não mexe no 9492`: a `não` followed by the
 * thing it is about turns that thing down, not the value before it.
 */
const SAID_NOT_TO_DO = /^\s*(?:[,;:—–-]\s*)?(?:(?:esse|essa|este|esta|isso|aquele|aquela|ai)\s+)?(?:(?:eu|a\s+gente|nos)\s+)?(?:(?:ja|tambem|mesmo)\s+)?(?:nao|n)\s+(?:da|dava|rola|posso|podemos|pode|consigo|conseguimos|serve|vai\s+dar|mexe|mexa|mexas|mexer|muda|mude|mudar|toca|toque|tocar|entra)(?![\p{L}\d])(?!\s+(?:pra|para|de)\s+\p{L}+(?:ar|er|ir)(?![\p{L}\d]))(?!\s+(?:em|no|na|nos|nas|com|o|a|os|as)(?![\p{L}\d]))/u;
/** After a day: the person is away that day (`eu tô de férias`, `estou fora`, `vou estar viajando`). */
const AWAY_THAT_DAY = /^\s*(?:[,;:—–-]\s*)?(?:(?:eu|a\s+gente|nos)\s+)?(?:to|tou|estou|estarei|vou\s+estar|estamos|estaremos|vamos\s+estar)\s+(?:de\s+ferias|de\s+folga|fora|viajando|a\s+viajar|ocupad[oa]s?)(?![\p{L}\d])/u;
/** After a sum: a past time it was of, then that it was already paid or came in (`da semana passada já caíram`, `de ontem já entrou`). */
const ALREADY_DONE = /^\s*(?:(?:reais|real|euros?|€)\s+)?(?:(?:da|de|do)\s+(?:semana\s+passada|mes\s+passado|ontem|anteontem)\s+)?(?:,\s*)?ja\s+(?:caiu|cairam|entrou|entraram|foi|foram|saiu|sairam|pagou|pagaram|recebeu|receberam|compensou|compensaram)(?![\p{L}\d])/u;

/** The rest of a clause up to its end, where a question mark says it asks (`… já foi?`); bounded by the slice it is read in. */
const CLAUSE_ASKED = /^[^.;!?\n]*\?/u;

/**
 * Whether the words after a sum say it was already paid or came in: a statement (`os 500 da semana
 * passada já caíram`), not a question (`a fatura de 4.800 já foi? se não foi gera agora`), which asks
 * whether it was and leaves the sum the request's.
 */
function saidDone(after: string): boolean {
  const done = ALREADY_DONE.exec(after);
  return done !== null && !CLAUSE_ASKED.test(after.slice(done[0].length));
}

/** How far before a value a Spanish `no` with its article is looked for. */
const BEFORE_REACH = 32;
/**
 * Before a value: a Spanish `no` with its article (`cancela o 3341, no el 3314`), read apart from the
 * Portuguese set-apart words, where `no` is `em o`: `no el` is never Portuguese. Anchored at the end.
 */
const SPANISH_NOT_BEFORE = /(?:^|[\s,;:(—–-])no\s+(?:el|la|los|las)\s+(?:(?:pedido|encomenda|numero|cliente)\s+)?#?$/u;

/** The kinds whose values the patterns above read; a value of another kind is never turned down here. */
const KINDS = new Set(["date", "amount", "number", "id", "phone", "email"]);

/** The values the turn, folded, turns down in the clause right after them, each beside another of its kind that is not. */
export function valuesTurnedDown(folded: string, values: readonly Span[]): Span[] {
  const down = values.filter((span) => {
    if (!KINDS.has(span.kind)) return false;
    const after = folded.slice(span.end, span.end + AFTER_REACH);
    if (SAID_NOT_TO_DO.test(after) || SPANISH_NOT_BEFORE.test(folded.slice(Math.max(0, span.start - BEFORE_REACH), span.start))) return true;
    if (span.kind === "date") return AWAY_THAT_DAY.test(after);
    return (span.kind === "amount" || span.kind === "number") && saidDone(after);
  });
  if (down.length === 0) return [];
  // The values not turned down, two distinct ones at most per kind: enough to tell whether another
  // stands beside each value turned down, in one pass however long the turn.
  const turnedDown = new Set(down);
  const kept = new Map<string, Set<string | number>>();
  for (const v of values) {
    if (turnedDown.has(v)) continue;
    const seen = kept.get(v.kind) ?? kept.set(v.kind, new Set()).get(v.kind)!;
    if (seen.size < 2) seen.add(v.value);
  }
  return down.filter((span) => (KINDS_BESIDE[span.kind] ?? [span.kind]).some((kind) => [...(kept.get(kind) ?? [])].some((value) => value !== span.value)));
}

/** The kinds a value may stand beside for one argument: its own, or a bare number beside a sum or a record. */
const KINDS_BESIDE: Readonly<Record<string, readonly string[]>> = { number: ["number", "amount", "id"], amount: ["amount", "number"], id: ["id", "number"] };
