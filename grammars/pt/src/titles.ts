// Titles said before a person's name (`Sr. Henrique`, `D. Graça`, `a dona Cida`, `o seu Zé`).
import type { Token } from "./tokens.js";

/** Titles written short before a name (`Sr. Henrique`, `D. Graça`, `Dra. Lima`): their stop ends no sentence. */
export const TITLES: ReadonlySet<string> = new Set(["sr", "sra", "srs", "d", "dr", "dra", "eng", "prof", "profa"]);

/** Titles said in full before a name, written in lower case as often as not: `a da dona cida`, `o do seu Zé`. */
export const SPOKEN_TITLES: ReadonlySet<string> = new Set(["dona", "seu", "senhor", "senhora", "doutor", "doutora"]);

/**
 * Whether the token is a title said before the next word: a short one with its stop (`Sr.`), a
 * full one with nothing between (`dona Cida`, not `seu, Cida`).
 */
export function isTitle(text: string, token: Token): boolean {
  return (TITLES.has(token.fold) && text[token.end] === ".") || (SPOKEN_TITLES.has(token.fold) && !token.breakAfter);
}
