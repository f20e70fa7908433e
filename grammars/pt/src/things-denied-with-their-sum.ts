// A sum set apart by denying the thing it is the price of: `não o sinal de 200 que ele já pagou`,
// `e não a taxa de 15 €`, `não os portes de R$ 30`. `não` + an article + the thing's noun + `de` +
// the sum: whatever the noun, the sum is the thing's, and the thing is the one not asked for. SET_APART
// (read.ts) reads the nouns of records and totals only; this reads any one noun, so that a thing the
// lexicon never listed (`sinal`, `caução`, `adiantamento`) is denied as well.
// Tried beside SET_APART (read.ts), each pattern on its own: joined in one, the analyser cannot prove it linear.
// Linear: anchored at the end, read on the few characters before a value; each part reads its own characters.
export const THING_DENIED_WITH_ITS_SUM = /(?:^|[^a-zà-öø-ÿ])n[ãa]o\s+(?:(?:é|e|era)\s+)?(?:o|a|os|as)\s+[a-zà-öø-ÿ]+\s+(?:de|do|da|dos|das)\s+(?:(?:€|r\$|us\$)\s*)?$/i;
