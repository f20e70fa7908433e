// The word a person names a record by when it is none of the usual ones: `60 na mensalidade 5520`,
// `35 na reserva 3150`, `20 no contrato 7781`. A sum said `no`/`na` a word and then a bare number
// gives that sum to the record the number is, whatever the word calls it.

/**
 * One word of three letters or more before a record's number, as a source for a pattern read on
 * folded or written text (flags `u`, and `i` where it is written). Words of time, of a count and of
 * the sum itself are left out: `60 no dia 1015`, `2 na semana 300` and `60 no total 300` name no record.
 */
// Linear: the look-ahead reads a few letters once; the word and its blanks are read by one quantifier each.
export const RECORD_NAMED_BY_ITS_NOUN = String.raw`(?!(?:anos?|dias?|m[eê]s|meses|semanas?|horas?|minutos?|vez|vezes|total|valor|montante|soma)\s)\p{L}{3,}\s+`;
