// The rulebook's globs (`*` any run of characters, `?` one), matched in linear time: the text
// they test is an argument or a turn an attacker may write, so no regular expression and no
// backtracking over the text — a glob is cut at its stars into pieces, and each piece is found
// once, leftmost, after the one before it.

/** One run between stars: its characters, `?` standing for any one. */
interface Piece {
  readonly text: string;
  /** Whether the piece holds a `?` (otherwise `indexOf` finds it). */
  readonly wild: boolean;
  /** For a piece with a `?` of at most 31 characters: shift-and masks, one pass over the text. */
  readonly masks?: { byChar: Map<number, number>; any: number };
}

/** Shift-and masks: bit j of a character's mask says the piece's j-th character may be it. */
function shiftAnd(text: string): Piece["masks"] {
  if (text.length > 31) return undefined;
  let any = 0;
  for (let j = 0; j < text.length; j++) if (text.charCodeAt(j) === 63) any |= 1 << j;
  const byChar = new Map<number, number>();
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c !== 63) byChar.set(c, (byChar.get(c) ?? any) | (1 << j));
  }
  return { byChar, any };
}

/** A glob compiled once: the pieces between its stars. */
export class Glob {
  private readonly pieces: readonly Piece[];
  /** The fewest characters a text must have to match. */
  private readonly least: number;

  constructor(readonly glob: string) {
    const parts = glob.split("*");
    this.pieces = parts.map((text) => (text.includes("?") ? { text, wild: true, masks: shiftAnd(text) } : { text, wild: false }));
    this.least = parts.reduce((n, p) => n + p.length, 0);
  }

  /** Whether the whole of `text` matches the glob. At most (pieces' length) × (text's length) steps. */
  test(text: string): boolean {
    if (text.length < this.least) return false;
    const pieces = this.pieces;
    if (pieces.length === 1) return text.length === this.least && at(text, 0, pieces[0]!);
    const first = pieces[0]!;
    const last = pieces[pieces.length - 1]!;
    if (!at(text, 0, first)) return false;
    const tail = text.length - last.text.length;
    if (!at(text, tail, last)) return false;
    // Each middle piece is taken at its leftmost place after the one before: leftmost leaves the
    // most room to the pieces after it, so a match is found if there is one.
    let from = first.text.length;
    for (let i = 1; i < pieces.length - 1; i++) {
      const piece = pieces[i]!;
      const found = find(text, from, tail, piece);
      if (found < 0) return false;
      from = found + piece.text.length;
    }
    return from <= tail;
  }
}

/** Whether `piece` is at `start` of `text`. */
function at(text: string, start: number, piece: Piece): boolean {
  const p = piece.text;
  if (start < 0 || start + p.length > text.length) return false;
  if (!piece.wild) return text.startsWith(p, start);
  for (let j = 0; j < p.length; j++) {
    const c = p.charCodeAt(j);
    if (c !== 63 /* ? */ && c !== text.charCodeAt(start + j)) return false;
  }
  return true;
}

/** The leftmost place at or after `from` where `piece` lies wholly before `limit`, or -1. */
function find(text: string, from: number, limit: number, piece: Piece): number {
  const last = limit - piece.text.length;
  if (!piece.wild) {
    const i = text.indexOf(piece.text, from);
    return i >= 0 && i <= last ? i : -1;
  }
  const masks = piece.masks;
  if (!masks) {
    for (let i = from; i <= last; i++) if (at(text, i, piece)) return i;
    return -1;
  }
  const m = piece.text.length;
  const done = 1 << (m - 1);
  let state = 0;
  for (let i = from; i < limit; i++) {
    state = ((state << 1) | 1) & (masks.byChar.get(text.charCodeAt(i)) ?? masks.any);
    if (state & done) return i - m + 1;
  }
  return -1;
}

/** Whether `text` matches `glob` (compiles the glob; keep a `Glob` where one is tested often). */
export function globMatches(glob: string, text: string): boolean {
  return new Glob(glob).test(text);
}
