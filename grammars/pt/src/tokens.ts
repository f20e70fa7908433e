// The Portuguese grammar's own tokenizer. It does not use compromise: compromise keeps one global
// lexicon, and Portuguese words added to it would change how English turns read in the same process.

export interface Token {
  /** The word as written. */
  text: string;
  /** Lower case without accents: `Não` → `nao`, `amanhã` → `amanha`. */
  fold: string;
  /** The fold before a hyphen: `envie-o` → `envie`, the form a verb is looked up by. */
  key: string;
  start: number;
  end: number;
  /** True when punctuation or a line break follows the word. */
  breakAfter: boolean;
  /** True when the word starts with a capital letter. */
  capital: boolean;
}

const ASCII = /^[\x00-\x7f]*$/;

/** Lower case without accents. */
export function fold(text: string): string {
  // Plain ASCII has no accent to take off (most words, ids and numbers of a turn).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*(?:-[\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    const folded = fold(m[0]);
    tokens.push({
      text: m[0],
      fold: folded,
      key: folded.split("-")[0] ?? folded,
      start,
      end: start + m[0].length,
      breakAfter: false,
      capital: /^\p{Lu}/u.test(m[0]),
    });
  }
  for (let i = 0; i < tokens.length; i++) {
    const gap = text.slice(tokens[i]!.end, tokens[i + 1]?.start ?? text.length);
    tokens[i]!.breakAfter = i === tokens.length - 1 || /[.,;:!?()[\]{}\n—–]|\s-\s/.test(gap);
  }
  return tokens;
}
