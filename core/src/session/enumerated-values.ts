// The values a message enumerates: "join #eng-general, #deploys and #code-review", "the launch
// group: ana.m, joel.r, wen.l and me". A person who points the agent at a message that lists the
// channels or the people to add ("the channels Ana's message lists - add him to them") asks for
// every item of that list; a channel or a person a text names on its own, in a sentence of its
// own or another message ("starters also need #payroll-admin"), is not an item of the list they
// pointed at. Only the shape is read: items that are one token each and look like a handle or a
// channel (a `#`, a dot, a dash, an underscore or an `@` inside), joined by commas, `and`, `&` or
// `or`, within one sentence. One pass over the text; the gaps between items are bounded.

/** One item: a channel (`#kb-updates`) or a handle (`ana.m`, `mei_tan`, `@ravi`), one token. */
const ITEM = /[#@]?[A-Za-z0-9][A-Za-z0-9._-]*/g;

/** What may stand between two items of one list: a comma, `and`, `&`, `or`, and spaces. */
const JOIN = /^\s*(?:,\s*(?:(?:and|or|&)\s+)?|(?:and|or|&)\s+|\/\s*)$/i;

/** A word that joins two items: read as part of the gap, not as a token that ends the list. */
const JOIN_WORD = /^(?:and|or)$/i;

/** The longest gap read between two items: more is another clause, not a list. */
const MAX_JOIN = 8;

/** The most text read for lists: a message, not a document. */
const MAX_TEXT = 4096;

/** The most items kept of one text. */
const MAX_ITEMS = 64;

/** A token without the stops that end its sentence (`wen.l.` gives `wen.l`): a loop, not a pattern anchored at the end. */
function withoutStops(token: string): string {
  let end = token.length;
  while (end > 0 && token[end - 1] === ".") end--;
  return token.slice(0, end);
}

/** Whether a token is shaped like a handle or a channel, not a plain word (`me`, `and`, `Keep`). */
function handleShaped(token: string): boolean {
  if (token.length < 2 || token.length > 64) return false;
  const body = token.replace(/^[#@]/, "");
  // A trailing dot ends the sentence, not the handle.
  const bare = withoutStops(body);
  return bare.length >= 2 && (token !== body || /[._-]/.test(bare)) && /[A-Za-z]/.test(bare) && !/^\d/.test(bare);
}

/**
 * The items of every list of two or more handle-shaped tokens in a text, each as written without
 * a final stop (`#kb-updates`, `wen.l`). A token alone in its sentence is no list.
 */
export function enumeratedValues(text: string): string[] {
  const slice = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const out: string[] = [];
  let run: string[] = [];
  let end = -1;
  const close = () => {
    if (run.length >= 2) for (const item of run) if (out.length < MAX_ITEMS) out.push(item);
    run = [];
  };
  for (const m of slice.matchAll(ITEM)) {
    const token = m[0];
    const at = m.index ?? 0;
    // A joining word is part of the gap between two items.
    if (run.length > 0 && JOIN_WORD.test(token)) continue;
    if (!handleShaped(token)) {
      close();
      end = at + token.length;
      continue;
    }
    const item = withoutStops(token);
    const gap = end < 0 ? "" : slice.slice(end, at);
    const joined = run.length > 0 && gap.length <= MAX_JOIN && JOIN.test(gap);
    if (!joined) close();
    run.push(item);
    // A token that ends its sentence closes the list.
    if (token.endsWith(".")) close();
    end = at + token.length;
  }
  close();
  return out;
}
