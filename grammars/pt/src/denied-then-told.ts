// A record denied right after it, then told about by a pronoun that opens a fact of its own: `a 6611
// não, essa o seu Zé já entregou`, `o 8421 não, esse já chegou`, `a 5512 nao, essa ela levou`. The
// pronoun takes the record up again as the subject or object of what happened to it; the `não` sets
// the record apart from the request before it, as DENIED_AFTER's `não, essa fica` does.

/**
 * After the record: `não`, a comma, `essa`/`esse`/`esta`/`este`, then what opens a told fact, a
 * person (an article, a pronoun, `seu`, `dona`) or `já`. Linear: anchored at the start, each part a
 * choice among fixed words apart by blanks.
 */
export const DENIED_THEN_TOLD = /^\s*(?:,\s*)?n[aã]o\s*,\s*(?:ess[ea]|est[ea])\s+(?:o|a|os|as|eu|ele|ela|eles|elas|ja|já|seu|sua|dona|dom)(?![\p{L}\d])/u;
