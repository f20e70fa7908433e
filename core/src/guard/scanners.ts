// The sanitizer's detectors whose patterns rescanned a run for every start inside it, written as
// scans in code: each finds candidate starts with `indexOf` and never goes back over a run it has
// passed, so a text of any length is read in linear time. Each finds exactly what its pattern did:
//   private_key      /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g
//   jwt              /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/g
//   url_credentials  /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s/@]+(?=@)/gi

/** One thing a detector found: `[start, end)` of the text, of which the first `kept` characters stay. */
export interface Found {
  start: number;
  end: number;
  kept: number;
}

/** Where a run of a class ends, from `from`: a sticky class with nothing after it never backtracks. */
function runEnd(run: RegExp, text: string, from: number): number {
  run.lastIndex = from;
  run.exec(text);
  return run.lastIndex;
}

/** A character of `\w` as a pattern without the `u` flag reads it: `[A-Za-z0-9_]`. */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** `\b` before a word character at `i`: the text starts there or a non-word character precedes it. */
function wordStarts(text: string, i: number): boolean {
  return i === 0 || !isWordChar(text.charCodeAt(i - 1));
}

const LABEL_RUN = /[A-Z ]*/y;
const PRIVATE_KEY = "PRIVATE KEY";
const DASHES = "-----";
const BEGIN = "-----BEGIN ";
const END = "-----END ";

/**
 * Where `[A-Z ]*PRIVATE KEY-----` read from `at` ends, or -1. `[A-Z ]*` and `PRIVATE KEY` are all
 * of that class and `-` is not, so the label is the whole run and must end in `PRIVATE KEY`.
 */
function labelEnd(text: string, at: number): number {
  const r = runEnd(LABEL_RUN, text, at);
  return r - at >= PRIVATE_KEY.length && text.startsWith(PRIVATE_KEY, r - PRIVATE_KEY.length) && text.startsWith(DASHES, r) ? r + DASHES.length : -1;
}

/**
 * PEM private key blocks: a BEGIN line and the first END line after it. When a BEGIN has no END
 * after it, no later BEGIN has one either: the scan stops instead of looking again from each.
 */
export function* privateKeys(text: string): Generator<Found> {
  let from = 0;
  for (;;) {
    const start = text.indexOf(BEGIN, from);
    if (start < 0) return;
    const header = labelEnd(text, start + BEGIN.length);
    if (header < 0) {
      from = start + 1;
      continue;
    }
    let end = -1;
    for (let at = header; end < 0; ) {
      const footer = text.indexOf(END, at);
      if (footer < 0) return;
      end = labelEnd(text, footer + END.length);
      at = footer + 1;
    }
    yield { start, end, kept: 0 };
    from = end;
  }
}

const B64URL_RUN = /[A-Za-z0-9_-]*/y;
const DOT = 46;

/**
 * JSON Web Tokens: `eyJ` at the start of a word, then three base64url parts of at least four
 * characters joined by dots. A part is the whole run of base64url characters (a dot is not one),
 * so every `eyJ` inside a run that failed fails the same way: the scan goes on after the run.
 */
export function* jwts(text: string): Generator<Found> {
  let from = 0;
  for (;;) {
    const start = text.indexOf("eyJ", from);
    if (start < 0) return;
    if (!wordStarts(text, start)) {
      from = start + 1;
      continue;
    }
    const first = runEnd(B64URL_RUN, text, start + 3);
    const end = jwtRest(text, start + 3, first);
    if (end < 0) {
      from = first;
      continue;
    }
    yield { start, end, kept: 0 };
    from = end;
  }
}

/** Where the token whose first part runs `[at, first)` ends, or -1. */
function jwtRest(text: string, at: number, first: number): number {
  if (first - at < 4 || text.charCodeAt(first) !== DOT) return -1;
  const second = runEnd(B64URL_RUN, text, first + 1);
  if (second - (first + 1) < 4 || text.charCodeAt(second) !== DOT) return -1;
  const third = runEnd(B64URL_RUN, text, second + 1);
  return third - (second + 1) >= 4 ? third : -1;
}

const USER_RUN = /[^\s:/@]*/y;
const PASSWORD_RUN = /[^\s/@]*/y;
const COLON = 58;
const AT = 64;

/** A character of a URL's scheme, `[a-z0-9+.-]` read case-insensitively. */
function isSchemeChar(c: number): boolean {
  return isWordChar(c) ? c !== 95 : c === 43 || c === 46 || c === 45;
}

/**
 * The password in `scheme://user:password@host`, the part before it kept. Each `://` is looked at
 * once: its scheme is the run of scheme characters before it (from the first letter that starts
 * a word), its user the run after it up to a `:`, its password the run after that up to an `@`.
 */
export function* urlCredentials(text: string): Generator<Found> {
  let from = 0;
  let floor = 0;
  for (;;) {
    const colon = text.indexOf("://", from);
    if (colon < 0) return;
    from = colon + 1;
    let scheme = colon;
    while (scheme > floor && isSchemeChar(text.charCodeAt(scheme - 1))) scheme--;
    while (scheme < colon && !(isLetter(text.charCodeAt(scheme)) && wordStarts(text, scheme))) scheme++;
    if (scheme === colon) continue;
    const user = runEnd(USER_RUN, text, colon + 3);
    if (user === colon + 3 || text.charCodeAt(user) !== COLON) continue;
    const password = runEnd(PASSWORD_RUN, text, user + 1);
    if (password === user + 1 || text.charCodeAt(password) !== AT) continue;
    yield { start: scheme, end: password, kept: user + 1 - scheme };
    from = floor = password;
  }
}
