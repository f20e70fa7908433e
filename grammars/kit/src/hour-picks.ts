// The hour each thing of a list is told (`8h a Sonia, cel …; 10h30 o Caio, cel …; 16h a Vera, cel …`,
// `FL-81, 45 euros, sai às 10h …; FL-82, 38 euros, às 12h …`), so that a later turn may pick one by
// it: by the hour itself (`o das 10h30`, `the 4pm one`), by the part of the day (`a da manhã`, `the
// evening one`) or by coming first or last (`a que chega mais tarde`, `a última do dia`). As a list's
// days are (day-picks.ts), the hours are told of the listed values (TurnValue `toldAs`) and a later
// turn's pick says one of them (TurnReading `picks`); the confirm_read check reads it as any word
// told of a value, so the record, the sum or the contact picked carries what its row holds. The same
// in every grammar: a grammar reads the words that pick, the kit reads the hours of the list. One pass
// over the turn's characters.
import { DAY_PICKS, markDayExtremes } from "./day-picks.js";
import type { TurnValue } from "./port.js";

/** The parts of a day a pick names: morning before noon, afternoon before six, evening after. */
export const DAY_PART_PICKS = { morning: "$morning", afternoon: "$afternoon", evening: "$evening" } as const;
/** The hour that ends the morning and the one that ends the afternoon, in minutes of the day. */
const NOON = 12 * 60;
const SIX_PM = 18 * 60;

/** An hour as written in a list: `10h30`, `10h`, `10:30`, not inside a longer word or number. Linear: bounded digits. */
const HOUR = /(?<![\p{L}\p{N}])(\d{1,2})(?:h(\d{2})?|:(\d{2}))(?![\p{L}\p{N}])/gu;
/** The marks that end an item of a list whose items hold hours: a semicolon, a line. */
const ITEM_END = /[;\n]/;

/** The stem a pick by the hour itself says: `$h10:30`. */
export function hourPick(minutes: number): string {
  return `$h${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The minutes of the day an hour written `10h30`, `10h` or `10:30` says; undefined for no hour, or one past the day. */
export function minutesOfHour(hours: string, minutes: string | undefined): number | undefined {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  return h <= 23 && m <= 59 ? h * 60 + m : undefined;
}

/** The hours a text says, in minutes of the day, in order. */
export function hoursIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(HOUR)) {
    const minutes = minutesOfHour(m[1]!, m[2] ?? m[3]);
    if (minutes !== undefined) out.push(minutes);
  }
  return out;
}

/** The part of the day an hour falls in, as a pick names it. */
export function dayPartOf(minutes: number): string {
  return minutes < NOON ? DAY_PART_PICKS.morning : minutes < SIX_PM ? DAY_PART_PICKS.afternoon : DAY_PART_PICKS.evening;
}

/**
 * Tells each value of a turn's list (those the grammar told words of, `toldAs`) its hour, its part
 * of the day and, where no day already orders the list, the first and the last of them by the kit's
 * DAY_PICKS. Only where the list's items are cut by semicolons or lines, each item that holds a listed
 * value holds one value and one hour, every listed value stands in an item, and no two share an hour:
 * an item with two hours, or a value without one, leaves which hour is whose a guess.
 */
export function markListedHours(text: string, values: readonly TurnValue[]): void {
  const listed = values.filter((v) => v.toldAs !== undefined && v.superseded !== true);
  if (listed.length < 2 || !ITEM_END.test(text)) return;
  const hourOf = new Map<TurnValue, number>();
  let cursor = 0;
  let at = 0;
  for (const item of text.split(ITEM_END)) {
    const end = at + item.length;
    const inside: TurnValue[] = [];
    // The listed values are found in order, each after the one before, as the list says them.
    while (cursor < listed.length) {
      const v = listed[cursor]!;
      const found = text.indexOf(v.text, at);
      if (found < 0 || found + v.text.length > end) break;
      inside.push(v);
      cursor++;
    }
    at = end + 1;
    if (inside.length === 0) continue;
    const hours = hoursIn(item);
    if (inside.length !== 1 || hours.length !== 1) return;
    hourOf.set(inside[0]!, hours[0]!);
  }
  if (hourOf.size !== listed.length || new Set(hourOf.values()).size !== listed.length) return;
  for (const [value, minutes] of hourOf) value.toldAs = [...value.toldAs!, hourPick(minutes), dayPartOf(minutes)];
  // A list already ordered by its days (`sai sexta`, `sai domingo`) keeps that order for a first or last.
  const dated = listed.some((v) => v.toldAs!.includes(DAY_PICKS.earliest) || v.toldAs!.includes(DAY_PICKS.latest));
  if (!dated) markDayExtremes([...hourOf].map(([value, day]) => ({ value, day })));
}
