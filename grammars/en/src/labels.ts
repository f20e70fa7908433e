// Values said each of a thing, and the thing the request names again: `dentist on the 12th, gym
// review on the 19th: put the gym review in the calendar`, `Ana is on 0412 100 200, Bo is on 0412
// 300 400 — text Bo`. The reading is the kit's (`asideByLabel`); English gives its filler words.
import type { LabelWords } from "@toolgate/grammar-kit";

/** Words that stand between a thing and its value without naming it. */
const FILLERS = new Set([
  "the", "a", "an", "and", "is", "are", "was", "were", "on", "at", "for", "by", "to", "in", "of", "s", "it's", "its", "be", "set", "booked",
  "number", "phone", "mobile", "cell", "tel", "email", "e-mail", "mail", "address", "contact", "day", "date", "due", "scheduled", "moved", "now", "then", "has", "got",
]);

export const LABEL_WORDS: LabelWords = { fillers: FILLERS, fold: (text) => text.toLowerCase() };
