// The marks by which a text in Spanish is told from one in Portuguese or English: words and word
// shapes only Spanish writes, weighed against words only its neighbours write. A language
// identifier weighs letter sequences, and on a sentence or two it is barely surer of Spanish than
// of Portuguese (`Mándale un mensaje a Lucía …` is Spanish at 0.10, Portuguese at 0.05): what
// settles it is that the sentence's small words and endings are Spanish ones.

/** Words Spanish writes and neither Portuguese nor English does: articles, pronouns, joints, common verbs and nouns. */
const SPANISH_WORDS: ReadonlySet<string> = new Set(
  `
el los las del al un una unos unas y con muy pero ya hoy ayer mañana le les lo su sus mi usted ustedes
ella ellos ellas nosotros eso esto esa aquí allí también después ahora bien hay fue tiene tienen hace
puede pueden quiero necesitamos hasta cuando donde dónde qué cómo cuál gracias hola sí señor señora mismo
otro otra nuevo nueva factura correo mensaje cuenta lunes martes miércoles jueves viernes diciembre enero
`
    .trim()
    .split(/\s+/),
);

/** Words Portuguese writes and Spanish does not: the articles joined to prepositions, pronouns, joints. */
const PORTUGUESE_WORDS: ReadonlySet<string> = new Set(
  `
o os do da dos das na nas em um uma uns umas ao aos à às não é com você vocês lhe lhes já pra pro isso isto
depois agora também muito muita mas ou até hoje amanhã ontem obrigado obrigada ele ela eles elas seu sua
meu minha são foi tem têm faz pode quero onde quando fatura mensagem pelo pela num numa dele dela essa
esse nesse neste
`
    .trim()
    .split(/\s+/),
);

/** Words English writes and Spanish does not: the small words and the request words an English clause beside a Spanish one holds. */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `
the and to of is are was were be on for with it its this that these please send him her them his their
at by from my your our we you i can will would should could then after before but not do does did have
has just also it's i'm refund order invoice cancel email customer account pay book text reminder note
update
`
    .trim()
    .split(/\s+/),
);

/** Acute vowels: Spanish marks the stress of a verb that carries its pronoun (`envíale`, `dímelo`). */
const ACUTE = /[áéíóú]/;

/**
 * Whether a word's shape is one only Spanish writes: an `ñ`; an `ll` opening it (`llamó`,
 * `llegue`); a noun in `-ción`/`-sión` (Portuguese `-ção`/`-são`, English `-tion`); a gerund in
 * `-iendo` (Portuguese `-endo`); a past in a stressed `-ó` (`salió`, Portuguese `saiu`); a verb
 * with its pronoun joined after the stress (`mándale`, `escríbelo`: Portuguese joins it with a
 * hyphen, `manda-lhe`). `-ulo` is left out: Portuguese stresses `título`, `cálculo`.
 */
function spanishShape(word: string): boolean {
  if (word.includes("ñ") || word.startsWith("ll")) return true;
  if (word.endsWith("ción") || word.endsWith("ciones") || word.endsWith("sión") || word.endsWith("siones")) return true;
  if (word.endsWith("iendo") && word.length > 6) return true;
  if (word.length >= 4 && word.endsWith("ó")) return true;
  const stress = word.search(ACUTE);
  if (stress < 0) return false;
  for (const clitic of ["les", "le", "los", "lo", "me", "nos"]) {
    if (!word.endsWith(clitic) || stress >= word.length - clitic.length - 1) continue;
    if (!clitic.startsWith("lo") || !word.endsWith(`u${clitic}`)) return true;
  }
  return false;
}

/** Whether a word's shape is one only Portuguese writes: `ã`, `õ`, `ç`, or the digraphs `lh` and `nh`. */
function portugueseShape(word: string): boolean {
  return /[ãõç]/.test(word) || word.includes("lh") || word.includes("nh");
}

/** How many of a text's words (lower case, names left out) are marked Spanish, and how many are marked as a neighbour's. */
export function spanishMarks(words: readonly string[]): { spanish: number; neighbours: number } {
  let spanish = 0;
  let neighbours = 0;
  for (const word of words) {
    if (SPANISH_WORDS.has(word) || spanishShape(word)) spanish++;
    else if (PORTUGUESE_WORDS.has(word) || ENGLISH_WORDS.has(word) || portugueseShape(word)) neighbours++;
  }
  return { spanish, neighbours };
}
