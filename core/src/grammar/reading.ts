// Language-neutral assembly of a turn's reading: the spans a grammar found become the port's
// TurnReading, and odd input never reaches a grammar's reader. Which words ask to send and which
// words before a link make it a destination are each grammar's own.
import { DESTINATION_KINDS, type Span, type SpanSet } from "./addresses.js";
import type { Destination, ReadOptions, SendingAct, TurnReading, TurnValue } from "./port.js";

function toValue(span: Span): TurnValue {
  const value: TurnValue = { kind: span.kind, text: span.text, value: span.value };
  if (span.currency !== undefined) value.currency = span.currency;
  return value;
}

/** The reading of a turn with nothing in it. */
export function emptyReading(language: string): TurnReading {
  return { language, read: true, sending: [], destinations: [], values: [] };
}

/** What a grammar found in a turn, to be assembled into a TurnReading. */
export interface FoundInTurn {
  /** The values read, times among them. */
  spans: SpanSet;
  /** The times of day in `spans`, claimed only so that nothing else takes them: not values. */
  times: ReadonlySet<Span>;
  /** The quoted strings, which may overlap the other values. */
  quotes: readonly Span[];
  /** Channels, named and not; one without a name is a destination when nothing else took its words. */
  channels: readonly Span[];
  sending: SendingAct[];
  /** Whether a URL or host is a place to send to, given whether the turn asks to send at all. */
  linkIsDestination: (span: Span, asksToSend: boolean) => boolean;
}

/** The TurnReading of what a grammar found: values in text order, and the places to send to. */
export function assembleReading(language: string, found: FoundInTurn): TurnReading {
  const { spans, times, quotes, channels, sending } = found;
  const values = spans.spans.filter((s) => !times.has(s));
  values.push(...quotes);
  values.sort((a, b) => a.start - b.start || a.end - b.end);

  const asksToSend = sending.some((act) => !act.negated);
  const destinations: Destination[] = [];
  for (const span of values) {
    if (!DESTINATION_KINDS.has(span.kind)) continue;
    if ((span.kind === "url" || span.kind === "host") && !found.linkIsDestination(span, asksToSend)) continue;
    destinations.push({ kind: span.kind as Destination["kind"], text: span.text, value: String(span.value) });
  }
  // `post it to the channel`: a channel without a name is still a place to send to.
  for (const channel of channels) {
    if (channel.value === "" && spans.free(channel.start, channel.end)) {
      destinations.push({ kind: "channel", text: channel.text, value: "" });
    }
  }
  return { language, read: true, sending, destinations, values: values.map(toValue) };
}

/** The most characters of a turn a grammar reads; the rest is left unread, and the reading says so. */
export const MAX_TURN_CHARS = 4_000;

/**
 * Reads one turn with `read`, which is given the text in NFC with control characters blanked
 * and the session clock. Odd input (not a string, empty, binary) gives an empty reading; a
 * reader that throws gives a reading marked not read, with `failure` as its note, since a reader
 * that failed on a strange turn would make the engine refuse every later call of the session.
 */
export function readTurnSafely(
  language: string,
  text: string,
  options: ReadOptions,
  read: (clean: string, now: Date) => TurnReading,
  failure: string,
): TurnReading {
  if (typeof text !== "string") return emptyReading(language);
  const now = options?.now instanceof Date && Number.isFinite(options.now.getTime()) ? options.now : new Date();
  // A turn is read up to a bound, so that no turn holds the event loop: the reading says so.
  const cut = text.length > MAX_TURN_CHARS ? { read: MAX_TURN_CHARS, of: text.length } : undefined;
  // Zero-width characters split words and numbers where nobody sees a break (`man\u200bda`): dropped.
  const clean = (cut ? text.slice(0, MAX_TURN_CHARS) : text).normalize("NFC").replace(/[\u200b-\u200d\u2060\ufeff]/g, "").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, " ");
  if (clean.trim() === "") return cut ? { ...emptyReading(language), cut } : emptyReading(language);
  try {
    const reading = read(clean, now);
    return cut ? { ...reading, cut } : reading;
  } catch {
    return { ...emptyReading(language), read: false, note: failure };
  }
}
