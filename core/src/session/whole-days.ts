// The days of the month a result gives in full, read once when it is reported: the days its records
// hold in their structured fields (a booking's `dates: 2026-12-14 to 2026-12-18`, an event's
// `start`), and the days its free texts write with their month (`16 Dec`, `16 de dezembro`,
// `2026-12-16`). A day a text writes by its number alone (`the 16th`) is neither: which month it
// is in is the reader's guess (month-filled-days.ts).

import { dayOfMonth } from "./month-days.js";

/** A date in a structured value (`2026-12-14`, each end of `2026-12-14 to 2026-12-18`): bounded, no repeat. */
const ISO_DATE = /(?<!\d)\d{4}-(\d{2})-(\d{2})(?!\d)/g;
/** A structured value that is one instant (`2026-11-20T08:00:00Z`): when a record was made, not a day it is about. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/**
 * A field that stamps when a message or a record was made (`date` of an email, `ts`, `sent_at`,
 * `created`): an email's `date: 2026-12-01` is the day it came, not a day it is about.
 */
const STAMP_FIELD = /(?:^|\.)(?:date|ts|timestamp|time|sent|received|created|updated|\w+_at)$/;
/** The longest value read for dates, and the most dates kept of one value. */
const MAX_READ = 20_000;
const MAX_DATES = 32;

/** The days of the month a result gives in full, gathered while it is read: its records' own, and those its texts write with a month. */
export class WholeDays {
  private readonly own = new Set<number>();
  private readonly written = new Set<number>();

  /**
   * Reads a structured value at its field's path: each date it holds is a day the record itself is
   * about, unless the value is an instant or its field stamps when a message was sent.
   */
  readStructured(path: string, value: string): void {
    if (INSTANT.test(value) || STAMP_FIELD.test(path)) return;
    let n = 0;
    for (const m of value.slice(0, MAX_READ).matchAll(ISO_DATE)) {
      if (++n > MAX_DATES) break;
      const day = Number(m[1]) >= 1 && Number(m[1]) <= 12 ? dayOfMonth(m[2]!) : undefined;
      if (day !== undefined) this.own.add(day);
    }
  }

  /** Reads a free text, with the day keys `dayKeysIn` gave it: a day it writes with its month (`16 Dec`, `16 de dezembro`, `2026-12-16`) is given whole. */
  readText(text: string, dayKeys: readonly string[]): void {
    for (const k of dayKeys) {
      // `dm:<month>-<day>`: a day with its month (corrected-days.ts `monthDayKey`).
      if (!k.startsWith("dm:")) continue;
      const day = dayOfMonth(k.slice(k.indexOf("-") + 1));
      if (day !== undefined) this.written.add(day);
    }
    let n = 0;
    for (const m of text.slice(0, MAX_READ).matchAll(ISO_DATE)) {
      if (++n > MAX_DATES) break;
      const day = dayOfMonth(m[2]!);
      if (day !== undefined) this.written.add(day);
    }
  }

  /** The days of the month the result's records hold, and those its texts write whole. */
  days(): { readonly own: ReadonlySet<number>; readonly written: ReadonlySet<number> } {
    return { own: this.own, written: this.written };
  }
}
