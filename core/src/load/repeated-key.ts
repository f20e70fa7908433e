// Finds a key given twice in one object of a JSON text. JSON.parse keeps the last of two, other
// parsers the first: a text that holds one would be read as one call by Toolgate and as another by
// the caller who runs it, so such texts are refused where they cross into the product.
import { createHash } from "node:crypto";

/** A key found twice in one object: its value once unescaped, and where its second copy starts. */
export interface RepeatedJsonKey {
  key: string;
  /** The index in the text of the second copy's opening quote. */
  at: number;
}

/**
 * Keys longer than this are compared by a digest of their code units. V8 hashes a string of over
 * 16,383 characters by its length alone, so a set of many such keys of one length compares each
 * new one with all before it (measured: 3,000 keys of 20,000 characters, 39 s).
 */
const LONG_KEY = 1024;

/** The keys seen so far in one open object; the sets are made when a key needs them. */
class Keys {
  private short?: Set<string>;
  private long?: Set<string>;

  /** False when `key` was seen before in this object. */
  add(key: string): boolean {
    if (key.length <= LONG_KEY) {
      const seen = (this.short ??= new Set());
      return seen.size !== seen.add(key).size;
    }
    // The code units themselves, so two lone surrogates never digest alike (UTF-8 would make both U+FFFD).
    const digest = createHash("sha256").update(Buffer.from(key, "utf16le")).digest("base64");
    const seen = (this.long ??= new Set());
    return seen.size !== seen.add(digest).size;
  }
}

/**
 * The index of the quote that closes the string opening at `start`, or -1 when none does. Found
 * with indexOf, then passed over where an odd run of backslashes escapes it: each run is counted
 * once, so the whole text costs linear time.
 */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) return -1;
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return end;
  }
}

/** What an open array stands for on the stack of open containers. */
const ARRAY = null;

/**
 * The first key given twice in one object of `text`, compared as JSON.parse reads them (`"a"` and
 * `"\u0061"` are one key), or undefined when there is none. One pass with a stack of its own, so
 * any nesting JSON.parse accepts is scanned without recursion, in time linear in the text. Meant
 * for a text JSON.parse has accepted; on any other it ends without throwing, its answer unspecified.
 */
export function repeatedJsonKey(text: string): RepeatedJsonKey | undefined {
  const open: (Keys | typeof ARRAY)[] = [];
  // True where the next string of the innermost open object is a key: after `{` and after `,`.
  let keyNext = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const start = i;
      i = stringEnd(text, start);
      if (i < 0) return undefined;
      if (!keyNext) continue;
      keyNext = false;
      let key = text.slice(start + 1, i);
      if (key.includes("\\")) {
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          return undefined;
        }
      }
      if (!open[open.length - 1]!.add(key)) return { key, at: start };
    } else if (c === 0x7b) {
      open.push(new Keys());
      keyNext = true;
    } else if (c === 0x5b) {
      open.push(ARRAY);
    } else if (c === 0x7d || c === 0x5d) {
      open.pop();
      keyNext = false;
    } else if (c === 0x2c) {
      keyNext = open.length > 0 && open[open.length - 1] !== ARRAY;
    }
  }
  return undefined;
}

/**
 * What is wrong with a JSON text that gives a key twice in one object, said the one way every
 * surface says it (the key cut to 200 characters), or undefined.
 */
export function repeatedKeyProblem(text: string): string | undefined {
  const twice = repeatedJsonKey(text);
  return twice && `the key \`${twice.key.slice(0, 200)}\` is given twice in one object`;
}
