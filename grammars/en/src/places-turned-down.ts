// A place named in words that the turn turns down as where to send, while it asks for a send
// elsewhere: `no need to post it in the members chat, just text the bosun on 07700 900917`, `don't
// post it in the team group, email Dana`. The place is where not to send: S2 does not ask that a
// call send there. Only a place named in words (no `#`, no `@`, no digits): one typed out stays
// a destination, so that a send to it is still asked about; where the turn asks the send to a
// typed place of the same kind beside it (`don't post it in #general, put it in #crew`), the one
// turned down is set apart, so that a call sending there is read as against the turn. And where
// the words after the comma ask the same send elsewhere with the verb left out (`don't send it to
// the client, just to Ravi at …`), the negation reaches the first place only: the send is asked.
import type { SendingAct, Span } from "@toolgate/grammar-kit";

/** The kinds of typed places a send goes to. */
const PLACE_KINDS = new Set(["channel", "email", "phone", "handle"]);

/** How far before a place the words that turn it down are looked for. */
const BEFORE_REACH = 48;

/**
 * A negation, at most one word, a verb that sends or puts a message somewhere, then at most four
 * words with no punctuation up to the place: `no need to post it in the`, `don't put this in our`.
 * Anchored at the end of a bounded slice: linear.
 */
const TURNED_DOWN_BEFORE =
  /\b(?:no need to|don['’]?t|do not|never|not)\s+(?:[a-z]+\s+)?(?:post|send|share|put|drop|pop|stick|message|msg|email|e-mail|text|forward|announce)\b(?:\s+[^\s,.;:!?]+){0,4}\s+$/i;

/** Whether the turn both turns a send down and asks one: only then is a place turned down in favour of another. */
function sendsTurnedAndAsked(sending: readonly SendingAct[]): boolean {
  return sending.some((a) => a.negated) && sending.some((a) => !a.negated);
}

/** A place typed out (`#general`, `@bo`, `07700 900917`) rather than named in words. */
function typed(v: Span): boolean {
  return /[#@\d]/.test(v.text);
}

/** Whether the words right before a place turn a send to it down. */
function turnedDownBefore(text: string, v: Span): boolean {
  return TURNED_DOWN_BEFORE.test(text.slice(Math.max(0, v.start - BEFORE_REACH), v.start));
}

/** The places named in words that a negated send turns down, where the turn asks for a send all the same. */
export function placesTurnedDown(text: string, values: readonly Span[], sending: readonly SendingAct[]): Set<Span> {
  const out = new Set<Span>();
  if (!sendsTurnedAndAsked(sending)) return out;
  for (const v of values) {
    if (v.kind === "channel" && !typed(v) && turnedDownBefore(text, v)) out.add(v);
  }
  return out;
}

/**
 * Typed places a negated send turns down where a send not negated is asked to another typed place
 * of the same kind, after them or before: `don't post it in #general, put it in #kitchen-crew`, `let
 * the club know in #book-club; don't post it to #staff`. The place turned down is set apart; the
 * other, itself not turned down, is where to send.
 */
export function typedPlacesTurnedDown(text: string, values: readonly Span[], sending: readonly SendingAct[]): Span[] {
  const out: Span[] = [];
  if (!sendsTurnedAndAsked(sending)) return out;
  for (const v of values) {
    if (!PLACE_KINDS.has(v.kind) || !typed(v) || !turnedDownBefore(text, v)) continue;
    if (values.some((w) => w.kind === v.kind && w.value !== v.value && !turnedDownBefore(text, w))) out.push(v);
  }
  return out;
}

/**
 * A negated send, its object and one place, then a comma and the same send to another place with
 * the verb left out: `don't send it to the client, just to Ravi`, `don't post it in the team chat,
 * only in #crew`. Bounded quantifiers: linear.
 */
const SENT_ELSEWHERE =
  /\b(?:don['’]?t|do not|never)\s+(?:[a-z]+\s+)?(post|send|share|put|drop|forward|email|e-mail|text|message|msg)\b[^,.;:!?]{1,60},\s*(just|only|but)\s+(?:to|in|into|on|at)\s/i;

/** The send a turn still asks where its negation reached only one place, if it is so built. */
export function sendAskedElsewhere(text: string, sending: readonly SendingAct[]): SendingAct | undefined {
  // Cheap gate: a negated send and none asked, and a comma to hang the second place on.
  if (!sending.some((a) => a.negated) || sending.some((a) => !a.negated) || !text.includes(",")) return undefined;
  const m = SENT_ELSEWHERE.exec(text);
  if (m === null) return undefined;
  const verb = m[1]!.toLowerCase();
  const act = sending.find((a) => a.negated && a.text.toLowerCase() === verb);
  return act === undefined ? undefined : { verb: act.verb, text: m[2]!, negated: false };
}
