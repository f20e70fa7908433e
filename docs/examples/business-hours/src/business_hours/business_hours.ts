// A custom check: writes and sends run only while the business is open, in its own time zone.
// Pure: the time is the session clock the engine hands over (`ctx.now`), never Date.now().
import { defineCheck, pass, refuse } from "@toolgate/core";
import { type Kind } from "@toolgate/grammar-kit";

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface BusinessHoursSettings {
  time_zone: string;
  opens: string;
  closes: string;
  days: Weekday[];
  kinds: Kind[];
}

// The zones this Node knows, so that a misspelt zone is a settings error at Client.create.
const TIME_ZONES = [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])];

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFor(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", hour: "numeric", minute: "numeric", hourCycle: "h23" });
    clocks.set(zone, clock);
  }
  return clock;
}

/** The weekday and the minute of the day at `now` (ms since the epoch) in a time zone. */
export function localTime(now: number, zone: string): { weekday: Weekday; minute: number } {
  const parts = Object.fromEntries(clockFor(zone).formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  return { weekday: String(parts.weekday).toLowerCase() as Weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether the business is open. A window that closes at or before it opens runs past midnight:
 * the hours after midnight belong to the day the window opened.
 */
export function isOpen(at: { weekday: Weekday; minute: number }, s: Pick<BusinessHoursSettings, "opens" | "closes" | "days">): boolean {
  const opens = minutes(s.opens);
  const closes = minutes(s.closes);
  const today = s.days.includes(at.weekday);
  if (opens < closes) return today && at.minute >= opens && at.minute < closes;
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(at.weekday) + 6) % 7]!;
  return (today && at.minute >= opens) || (s.days.includes(yesterday) && at.minute < closes);
}

const pad = (n: number) => String(n).padStart(2, "0");

export default defineCheck<BusinessHoursSettings>({
  meta: {
    id: "business_hours",
    title: "Business hours",
    simply: "Writes and sends run only while the business is open, in its own time zone; reads run at any hour.",
    catches: "A refund, a deletion or an email an agent proposes at night or on a weekend, when nobody is there to notice it.",
    cannotCatch: "A harmful call made during opening hours; a public holiday, unless a rule of your rulebook names its date.",
    stops: "refused",
    reads: ["clock", "tool_kinds"],
    switchable: true,
    reasons: ["outside_business_hours"],
    settings: {
      type: "object",
      properties: {
        time_zone: { type: "string", enum: TIME_ZONES, default: "UTC", description: "the IANA time zone the opening hours are written in, such as `Europe/Lisbon`" },
        opens: { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", default: "09:00", description: "the time the business opens, `HH:MM`" },
        closes: {
          type: "string",
          pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$",
          default: "17:00",
          description: "the time it closes, `HH:MM`; a time at or before `opens` means the hours run past midnight",
        },
        days: {
          type: "array",
          items: { enum: [...WEEKDAYS] },
          uniqueItems: true,
          default: ["monday", "tuesday", "wednesday", "thursday", "friday"],
          description: "the days it opens, in lower case",
        },
        kinds: {
          type: "array",
          items: { enum: ["read", "write", "send"] },
          uniqueItems: true,
          default: ["write", "send"],
          description: "the kinds of tool the hours apply to; the others run at any hour",
        },
      },
    },
    examples: {
      // The tester runs every example at 10:00 UTC on Wednesday 4 March 2026.
      allowed: [
        { tool: "refund_card", arguments: { order_id: "A1", amount: 20 } },
        { tool: "get_order", arguments: { order_id: "A1" }, settings: { business_hours: { time_zone: "Asia/Tokyo" } } },
      ],
      stopped: [
        { tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, settings: { business_hours: { time_zone: "Asia/Tokyo" } } },
        { tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, settings: { business_hours: { days: ["saturday", "sunday"] } } },
      ],
    },
  },
  run(ctx) {
    const s = ctx.settings;
    if (!ctx.tool || !s.kinds.includes(ctx.kind)) return pass();
    // An undo finishes a run that failed: refusing it would leave the run half done.
    if (ctx.call.compensationOf !== undefined) return pass({ undo: true });
    const at = localTime(ctx.now, s.time_zone);
    const local = `${at.weekday} ${pad(Math.floor(at.minute / 60))}:${pad(at.minute % 60)} ${s.time_zone}`;
    if (isOpen(at, s)) return pass({ local_time: local });
    return refuse("outside_business_hours", { local_time: local, opens: s.opens, closes: s.closes, days: s.days });
  },
});
