// Turns built from the ReDoS analyser's attack string on a pattern, in the shapes a turn keeps on
// its way to the pattern: the analyser pumps tabs or control characters where a reader sees
// blanks, and pumps them with none of the words the pattern needs before the run.

/** A turn is read up to this many characters; a longer one is cut. */
export const READING_CAP = 4_000;

/** One piece of an attack: a text, repeated `times` (1 for a plain text). */
interface Piece {
  text: string;
  times: number;
}

const ESCAPES: Record<string, string> = { t: "\t", n: "\n", r: "\r", v: "\v", f: "\f", b: "\b", "0": "\0", "\\": "\\", "'": "'", '"': '"' };

/** Reads the analyser's attack, a sum of quoted texts each optionally `.repeat(n)`, without evaluating it. */
export function parseAttack(attack: string): Piece[] {
  const pieces: Piece[] = [];
  const piece = /\s*'((?:[^'\\]|\\.)*)'(?:\.repeat\((\d{1,7})\))?\s*(\+|$)/y;
  let at = 0;
  while (at < attack.length) {
    piece.lastIndex = at;
    const m = piece.exec(attack);
    if (!m) throw new Error(`an attack the reader does not know: ${attack}`);
    const text = m[1]!.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e: string) =>
      e.length > 1 ? String.fromCharCode(Number.parseInt(e.slice(1), 16)) : (ESCAPES[e] ?? e),
    );
    pieces.push({ text, times: m[2] === undefined ? 1 : Number(m[2]) });
    at = piece.lastIndex;
    if (m[3] === "") break;
  }
  return pieces;
}

/** The attack with its repeated pieces pumped so that the whole fills `length` characters. */
export function pumped(pieces: readonly Piece[], length: number): string {
  const fixed = pieces.filter((p) => p.times === 1).reduce((n, p) => n + p.text.length, 0);
  const pumpedLength = pieces.filter((p) => p.times > 1).reduce((n, p) => n + p.text.length, 0);
  const times = pumpedLength === 0 ? 1 : Math.max(1, Math.ceil((length - fixed) / pumpedLength));
  return pieces.map((p) => p.text.repeat(p.times === 1 ? 1 : times)).join("").slice(0, length);
}

/** Tabs, line ends and control characters read as the blank a reader sees there. */
export function blanked(text: string): string {
  return text.replace(/[\t\n\r\v\f\u0085\u2028\u2029]/g, " ").replace(/[\0-\x1f\x7f]/g, " ");
}

/**
 * The words a pattern needs, from its source: each run of letters of its literal alternatives, a
 * class of one letter's two cases (`[Oo]rder`) read as the letter; escapes (`\s`, `\p{L}`, `\u00a0`)
 * and the letters of other classes (`[a-z]`) left out.
 */
export function patternWords(source: string): string[] {
  const plain = source
    .replace(/\[(\p{Lu})(\p{Ll})\]/gu, (all, upper: string, lower: string) => (upper.toLowerCase() === lower ? lower : all))
    .replace(/\\[pPu]\{[^}]*\}|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\[a-zA-Z]/g, " ")
    .replace(/\[(?:[^\]\\]|\\.)*\]/g, " ")
    .replace(/\(\?<?[=!:]?|\(\?<[a-zA-Z]+>/g, " ");
  const words = new Set<string>();
  for (const m of plain.matchAll(/\p{L}{2,}(?:[ '-]\p{L}+)*/gu)) words.add(m[0].toLowerCase());
  return [...words];
}

/**
 * The turns to read for one listed pattern: its attack as the analyser built it, with its blanks
 * as a reader sees them, and after each word the pattern needs; every one pumped to the cap.
 */
export function attackTurns(source: string, attack: string | undefined): string[] {
  const pieces = attack === undefined ? [{ text: " ", times: 2 }] : parseAttack(attack);
  const turns = new Set<string>([pumped(pieces, READING_CAP)]);
  const blank = pieces.map((p) => ({ text: blanked(p.text), times: p.times }));
  turns.add(pumped(blank, READING_CAP));
  // Ended by a letter: a pattern anchored at the end (`\s*$`) backtracks where the run does not end the turn.
  for (const word of patternWords(source)) {
    const head = `${word} `;
    turns.add(head + pumped(blank, READING_CAP - head.length - 1) + "x");
  }
  return [...turns];
}
