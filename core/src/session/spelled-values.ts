// Addresses and handles an outside text spells out in words or hides behind brackets (`legal at
// brightline dot example`, `records[at]brightline-archive[.]example`, `m a y a underscore events`):
// read once, when the text's result is reported, into the value they spell, so that the value the
// model writes from them is found in that text as a value written whole would be.

/** The words that stand for a character of an address or a handle, and the character. */
const CONNECTORS: ReadonlyMap<string, string> = new Map([
  ["at", "@"],
  ["dot", "."],
  ["period", "."],
  ["underscore", "_"],
  ["dash", "-"],
  ["hyphen", "-"],
]);

/** A connector hidden behind brackets inside or beside a word (`[at]`, `(dot)`, `{.}`, `<@>`): the brackets hold one connector and nothing else. */
const BRACKETED = /[[({<]\s?(at|dot|\.|@)\s?[\])}>]/gi;

/** A piece of an address or a handle: letters and digits, with `.`, `_` or `-` inside. */
const PIECE = /^[\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,62}[\p{L}\p{N}])?$/u;

/** An address spelled out: a local part, `@`, a domain with a dot. */
const ADDRESS = /^[\p{L}\p{N}._-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,8}$/u;

/** A handle spelled out: pieces joined by `.`, `_` or `-`. */
const HANDLE = /^[\p{L}\p{N}]{1,64}(?:[._-][\p{L}\p{N}]{1,64}){1,8}$/u;

/** The fewest single letters or digits said one by one that spell a word (`m a y a`). */
const MIN_LETTERS = 3;

/** The longest value spelled: a run longer than any address is prose, not one. */
const MAX_VALUE = 256;

/** The most values read from one text. */
const MAX_SPELLED = 32;

/** Whether a character code is a letter or a digit of ASCII, or any letter beyond it. */
function wordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c > 0x7f;
}

/** A token without the punctuation around it, and whether punctuation followed it (a run ends there). */
function bare(token: string): { core: string; closed: boolean } {
  let start = 0;
  let end = token.length;
  while (start < end && !wordChar(token.charCodeAt(start))) start++;
  while (end > start && !wordChar(token.charCodeAt(end - 1))) end--;
  return { core: token.slice(start, end).toLowerCase(), closed: end < token.length };
}

/**
 * The addresses and handles a text spells: pieces joined by connector words (`at`, `dot`,
 * `underscore`, `dash`) or bracketed connectors, and single letters said one by one, read in one
 * pass over the text's words. Only what is shaped like an address (a local part, `@`, a domain
 * with a dot) or a handle (pieces joined by `.`, `_` or `-`, at least one connector said) is kept:
 * "meet at noon" spells nothing.
 */
export function spelledValues(text: string): string[] {
  const found: string[] = [];
  const tokens = text.replace(BRACKETED, (_m, c: string) => ` ${c === "@" ? "at" : c === "." ? "dot" : c.toLowerCase()} `).split(/\s+/);
  let value = "";
  let connectors = 0;
  let letters = 0;
  let open = false; // a connector was said last: the next piece joins
  let single = false; // the last piece was one letter or digit
  const flush = () => {
    if (found.length < MAX_SPELLED && !open && ((connectors > 0 && (ADDRESS.test(value) || (!value.includes("@") && HANDLE.test(value)))) || (connectors === 0 && letters >= MIN_LETTERS && PIECE.test(value)))) found.push(value);
    value = "";
    connectors = 0;
    letters = 0;
    open = false;
    single = false;
  };
  for (const token of tokens) {
    if (token === "") continue;
    const { core, closed } = bare(token);
    const connector = CONNECTORS.get(core);
    if (connector !== undefined) {
      // A connector joins the piece before it to the next; one with no piece before it, or after
      // another connector, spells nothing.
      if (value === "" || open) flush();
      else {
        value += connector;
        connectors++;
        open = true;
        single = false;
      }
    } else if (core !== "" && PIECE.test(core)) {
      const one = core.length === 1;
      if (open || (one && single)) {
        value += core;
        if (one && !open) letters++;
      } else {
        flush();
        value = core;
        letters = one ? 1 : 0;
      }
      open = false;
      single = one;
    } else flush();
    if (closed || value.length > MAX_VALUE) flush();
  }
  flush();
  return found;
}
