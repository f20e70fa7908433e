// Contagens ditas sem número: `ambos os miúdos`, `as duas crianças`, `um par de bilhetes`, `o
// casal`, e uma lista de nomes unida por `e` (`o Leo e a Mia`, `Ana, Rui e Bia`). Cada uma diz
// quantos são tão exactamente como `dois`, e é lida como esse número. Palavras que só dizem "uns
// quantos" não contam: `alguns`, `uns`, `vários` não são lidas.
import { countsOfListedNames, type Span, type TurnValue } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** Artigos (e as suas contrações) antes de `dois`/`duas` que fazem deles a contagem das coisas que se seguem. */
const ARTICLES = new Set(["os", "as", "dos", "das", "nos", "nas", "aos", "pelos", "pelas"]);
/** Artigos antes de `casal`: o casal é dois, um casal de … também. */
const COUPLE_ARTICLES = new Set(["o", "do", "no", "ao", "pelo", "um"]);
/** Palavras acabadas em `s` que não são o nome das coisas contadas. */
const NOT_COUNTED = new Set(["os", "as", "dos", "das", "nos", "nas", "aos", "pelos", "pelas", "mais", "menos", "meus", "minhas", "seus", "suas", "nossos", "nossas", "teus", "tuas", "vos", "depois", "antes", "ambos", "ambas"]);

/** Se `t` é um nome no plural, pelo que a palavra mostra: minúscula, acabada em `s`, nenhuma das palavras de ligação. */
function pluralWord(t: Token | undefined): boolean {
  return t !== undefined && !t.capital && t.key.length >= 3 && t.key.endsWith("s") && !NOT_COUNTED.has(t.key);
}

/**
 * As palavras de contagem de `tokens` como valores `number` marcados `count`, juntos à leitura
 * depois de feita, sem parte na leitura dos outros valores (pares, correções, fundo):
 * - `ambos`/`ambas` antes de um nome no plural, com ou sem artigo (`ambos os miúdos`, `ambas
 *   faturas`): 2. Sozinho (`paga ambos`) aponta para coisas já ditas e não conta nada de novo.
 * - `os dois`, `das duas`, … antes de um nome no plural (`os dois miúdos`, `as duas crianças`):
 *   2; sem o nome (`reembolsa os dois`) aponta para coisas já ditas, como `ambos`.
 * - `um par de`: 2.
 * - `o casal`, `do casal`, `um casal de`: 2.
 * Uma passagem.
 */
export function countWords(text: string, tokens: readonly Token[]): TurnValue[] {
  const found: TurnValue[] = [];
  const add = (first: Token, last: Token) => {
    found.push({ kind: "number", text: text.slice(first.start, last.end), value: 2, count: true });
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.key === "ambos" || t.key === "ambas") {
      const noun = next !== undefined && (next.key === "os" || next.key === "as") && !next.breakAfter ? tokens[i + 2] : next;
      if (!t.breakAfter && pluralWord(noun)) add(t, t);
    } else if ((t.key === "dois" || t.key === "duas") && ARTICLES.has(tokens[i - 1]?.key ?? "") && !tokens[i - 1]!.breakAfter) {
      if (!t.breakAfter && pluralWord(next)) add(tokens[i - 1]!, t);
    } else if (t.key === "par" && tokens[i - 1]?.key === "um" && next?.key === "de" && !tokens[i - 1]!.breakAfter && !t.breakAfter) {
      add(tokens[i - 1]!, t);
    } else if (t.key === "casal" && COUPLE_ARTICLES.has(tokens[i - 1]?.key ?? "") && !tokens[i - 1]!.breakAfter && (tokens[i - 1]!.key !== "um" || next?.key === "de")) {
      add(tokens[i - 1]!, t);
    }
  }
  return found;
}

/** O que pode estar entre dois nomes de uma lista: vírgula, `e`, e o artigo do nome seguinte, só ou contraído (`do Leo e da Mia`). */
const GAP = /^(?:\s*,\s*(?:e\s+)?|\s+e\s+)(?:(?:o|a|do|da|ao|à|pelo|pela)\s+)?$/i;

/** As contagens ditas por listas dos nomes que `spans` tem (`o Leo e a Mia` é 2, `Ana, Rui e Bia` é 3). */
export function countsOfNamesListed(text: string, spans: readonly Span[]): TurnValue[] {
  const names = spans.filter((s) => s.kind === "name").sort((a, b) => a.start - b.start);
  return names.length < 2 ? [] : countsOfListedNames(text, names, { gap: GAP, and: "e" });
}
