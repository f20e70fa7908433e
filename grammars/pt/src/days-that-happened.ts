// Days a turn tells as when something already happened (`bloqueia o cartão card_77, perdi-o ontem`,
// `a encomenda chegou na segunda`): the story's day, not one the request asks for. A read that
// looks in another window is not asked about it, and a call that takes it is read as taking the
// story's day (TurnValue `background`).
import type { Span } from "@toolgate/grammar-kit";

/** The most characters before a day read for the verb it is told with. */
const REACH = 40;

/** A pronoun joined to the verb by a hyphen: `perdi-o`, `paguei-lhe`, `mandou-me`. */
const CLITIC = /-(?:o|a|os|as|lo|la|los|las|lhe|lhes|me|te|nos|vos|se)$/u;

/**
 * A verb in the past, as the turn writes it: the first and third persons of the preterite by their
 * endings (`paguei`, `chegou`, `recebeu`, `partiu`, `chegaram`), at least four letters so that `ou`,
 * `meu`, `eu` are none. The future's `-arei`, `-erei`, `-irei` (`pagarei`) is no past.
 */
const PAST_ENDING = /^\p{L}{2,}(?:ei|ou|eu|iu|aram|eram|iram)$/u;
const FUTURE_ENDING = /[aei]rei$/u;
/** Words with a past's ending that are none: the present of `estar`, `ser`, `ir`, `dar`. */
const NOT_PAST = new Set(["estou", "sou", "vou", "dou", "tou", "museu", "europeu", "chapeu", "chapéu"]);
/** Past forms no ending gives: `foi`, `fui`, `vi`, and the first person in `-i` (`perdi`, `recebi`). */
const PAST_WORDS = new Set(["foi", "fui", "foram", "fomos", "vi", "viu", "veio", "vieram", "tive", "teve", "fiz", "fez", "pus", "pôs", "disse", "trouxe", "perdi", "recebi", "parti", "esqueci", "pedi", "vendi", "escrevi", "abri", "bati", "sofri", "devolvi", "respondi", "li"]);
/** Words between the verb and the day: `chegou na segunda`, `paguei no dia 3`, `foi a 12`. */
const LINKS = new Set(["no", "na", "em", "dia", "a", "à", "o", "de", "ja", "já"]);

/** Whether a word, its hyphened pronoun set aside, is a verb in the past. */
export function saysPast(word: string): boolean {
  const w = word.toLowerCase().replace(CLITIC, "");
  if (PAST_WORDS.has(w)) return true;
  if (NOT_PAST.has(w) || FUTURE_ENDING.test(w)) return false;
  return PAST_ENDING.test(w);
}

/** Whether the words right before a day (read back at most two, links passed over) end in a verb in the past. */
function toldHappened(before: string): boolean {
  const words = before.split(/[\s,;:()]+/u).filter((w) => w !== "").slice(-3);
  let i = words.length - 1;
  if (i >= 0 && LINKS.has(words[i]!.toLowerCase())) i--;
  return i >= 0 && saysPast(words[i]!);
}

/** The days a turn tells, with a verb in the past right before them, as when something happened. */
export function daysThatHappened(text: string, values: readonly Span[]): Set<Span> {
  const happened = new Set<Span>();
  for (const v of values) if (v.kind === "date" && toldHappened(text.slice(Math.max(0, v.start - REACH), v.start))) happened.add(v);
  return happened;
}
