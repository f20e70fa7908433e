// The leads and delays a Portuguese turn asks a write to keep from a time (`lembra-me 15 minutos
// antes`, `meia hora antes`, `duas horas depois`), in minutes before that time: the port's
// `turnLeads`. One pass of one linear pattern over the turn's first 20,000 characters.

/**
 * A lead or a delay a turn asks for: a number or `um`/`uma`/`dois`/`duas`/`três`/`meia`/`um
 * quarto de`, a unit, and which way (`antes`, `mais cedo`, `depois`, `mais tarde`).
 */
const LEAD = /(?<![\p{L}\p{N}])(\d{1,3}|uma?|dois|duas|tr[eê]s|meia|um\s+quarto\s+de)\s*(minutos?|mins?|horas?)\s+(antes|de\s+anteced[eê]ncia|mais\s+cedo|depois|mais\s+tarde)(?![\p{L}\p{N}])/giu;
/**
 * A lead of a day (`na véspera`, `no dia anterior`, `na noite anterior`, `um dia antes`): the write
 * goes on the day before the one the text gives. A day is 1,440 minutes, the longest lead kept.
 */
const DAY_LEAD = /(?<![\p{L}\p{N}])(?:na[ \t]{1,3}v[ée]spera|n[oa][ \t]{1,3}(?:dia|noite|tarde|manh[ãa])[ \t]{1,3}anterior|(?:um|1)[ \t]{1,3}dia[ \t]{1,3}antes)(?![\p{L}\p{N}])/iu;
const DAY = 24 * 60;
const WORD_NUMBER: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3 };
/**
 * Every lead names its unit, and most turns name none: a search for the units' letters, far
 * cheaper than the pattern's look-behind tried at each character, says when the pattern can match.
 */
const UNIT = /min|hora/i;
/** The most leads read from one turn. */
const MAX_LEADS = 8;

/** The leads a turn asks for, in minutes the write comes before its time (a delay is negative). */
export function turnLeads(text: string): number[] {
  const out: number[] = [];
  if (typeof text !== "string") return out;
  const slice = text.slice(0, 20_000);
  const dayLead = DAY_LEAD.test(slice);
  if (!UNIT.test(slice)) return dayLead ? [DAY] : out;
  for (const m of slice.matchAll(LEAD)) {
    if (out.length >= MAX_LEADS) break;
    const amount = m[1]!.toLowerCase().replace(/\s+/g, " ");
    const hours = m[2]!.toLowerCase().startsWith("h");
    let minutes: number;
    if (amount === "meia") minutes = hours ? 30 : 0;
    else if (amount.includes("quarto")) minutes = hours ? 15 : 0;
    else minutes = (WORD_NUMBER[amount] ?? Number(amount)) * (hours ? 60 : 1);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) continue;
    const after = /^(?:depois|mais\s+tarde)$/i.test(m[3]!);
    out.push(after ? -minutes : minutes);
  }
  if (dayLead && out.length < MAX_LEADS && !out.includes(DAY)) out.push(DAY);
  return out;
}
