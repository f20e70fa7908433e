// The leads and delays an English turn asks a write to keep from a time (`remind me 15 minutes
// before`, `2 hours after the freeze`), in minutes before that time: the port's `turnLeads`.
// One pass of one linear pattern over the turn's first 20,000 characters.

/**
 * A lead or a delay a turn asks for (`15 minutes before`, `an hour before`, `half an hour
 * earlier`, `2 hours after`): a number or `a`/`an`/`half an`, a unit, and which way.
 */
const LEAD = /\b(\d{1,3}|an?|one|two|three|half\s+an?|a\s+quarter\s+of\s+an?|quarter\s+of\s+an?)\s*(minutes?|mins?|hours?|hrs?)\s+(before|earlier|ahead|prior|beforehand|after|later)\b/gi;
/**
 * A lead of a day (`the day before`, `the evening before`, `a night before`): the write goes on
 * the day before the one the text gives, at a time the turn says apart or none. A day is 1,440
 * minutes, the longest lead kept; `the day before yesterday` names a day, no lead. Blanks are
 * bounded, as the words of a lead are written one blank apart, to keep the scan linear.
 */
const DAY_LEAD = /\b(?:the|a|one)[ \t]{1,3}(?:day|evening|night|morning|afternoon)[ \t]{1,3}before\b(?![ \t]{1,3}(?:yesterday|last)\b)/i;
const DAY = 24 * 60;
const WORD_NUMBER: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3 };
/** The most leads read from one turn. */
const MAX_LEADS = 8;

/** The leads a turn asks for, in minutes the write comes before its time (a delay is negative). */
export function turnLeads(text: string): number[] {
  const out: number[] = [];
  if (typeof text !== "string") return out;
  for (const m of text.slice(0, 20_000).matchAll(LEAD)) {
    if (out.length >= MAX_LEADS) break;
    const amount = m[1]!.toLowerCase().replace(/\s+/g, " ");
    const hours = m[2]!.toLowerCase().startsWith("h");
    let minutes: number;
    if (amount.startsWith("half")) minutes = hours ? 30 : 0;
    else if (amount.includes("quarter")) minutes = hours ? 15 : 0;
    else minutes = (WORD_NUMBER[amount] ?? Number(amount)) * (hours ? 60 : 1);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) continue;
    const after = /^(?:after|later)$/i.test(m[3]!);
    out.push(after ? -minutes : minutes);
  }
  if (out.length < MAX_LEADS && !out.includes(DAY) && DAY_LEAD.test(text.slice(0, 20_000))) out.push(DAY);
  return out;
}
