// Periods for limits: `day`, `hour`, `week`, or any ISO-8601 duration (`P1D`, `PT30M`, `P1W`).
// A period is a window that ends now: "at most 500.00 a day" means in the last 24 hours.
const WORDS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 };
const ISO = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** The length of a period in milliseconds, or undefined when it is not one. */
export function periodMs(period: string): number | undefined {
  if (period in WORDS) return WORDS[period];
  const m = ISO.exec(period);
  if (!m || period === "P" || period.endsWith("T")) return undefined;
  const [, w, d, h, min, s] = m.map((x) => (x === undefined ? 0 : Number(x)));
  const ms = (((w! * 7 + d!) * 24 + h!) * 60 + min!) * 60_000 + s! * 1000;
  return ms > 0 ? ms : undefined;
}
