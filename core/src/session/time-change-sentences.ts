// The sentence of an outside text that announces a changed time of day: "Dear all, call time is
// 16:30 … ---- forwarded from soprano.lia: call time is now 14:00", "the tasting moved to 11:30",
// "o ensaio passou para as 19h". A letter that gives a time and, in another sentence, says that
// time is now another puts a second author's or a later word over its own: a write at the changed
// time took that sentence, not the letter the person pointed at (superseded-times.ts), unless the
// person spoke of the change themselves. Patterns are data, each with its reason; a text is read
// once, when its result is reported, in linear time (no pattern nests a repeat).
import { sentenceAt } from "./sentence-ends.js";
import { spokenTimesAsFigures } from "./spoken-times.js";

interface TimeChangeCue {
  readonly pattern: RegExp;
  readonly reason: string;
}

/**
 * A time of day as the announcement writes it: `14:00`, `14.00`, `14h`, `14h30`, `2pm`, `2 pm`. A
 * time said in words (`ten to nine`) is read where this one would be, in the text with its times
 * in words written in figures (spoken-times.ts): the patterns stay as the analyser proved them.
 */
const TIME = String.raw`\d{1,2}(?:[:.h]\d{2}|h|\s?[ap]\.?m\b)`;

export const TIME_CHANGE_CUES: readonly TimeChangeCue[] = [
  {
    pattern: new RegExp(String.raw`\b(?:is|are|starts?|begins?|will\s+be)\s+now\s+(?:at\s+)?${TIME}`, "i"),
    reason: "a time that `is now` another (`call time is now 14:00`) is a change announced over the time the text gave",
  },
  {
    // The same said with `now` after the time, as chat writes it: "strip is 06:00 now not 7"; not
    // "closing is 17:00 now that winter is over", which says why.
    pattern: new RegExp(String.raw`\b(?:is|are|starts?|begins?)\s(?:at\s)?${TIME}\snow\b(?!\sthat\b)`, "i"),
    reason: "a time a thing `is … now` (`strip is 06:00 now`) is a change announced over the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`\bnow\s+(?:starts?|begins?|opens?|meets?|at)\s+(?:at\s+)?${TIME}`, "i"),
    reason: "a meeting that `now starts at` another time is a change announced over the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`\b(?:moved|changed|pushed|shifted|bumped|rescheduled|brought\s+forward|put\s+back)\s+(?:it\s+|them\s+|this\s+|that\s+)?(?:back\s+|forward\s+|up\s+)?to\s+(?:at\s+)?${TIME}`, "i"),
    // The thing moved may stand between the verb and its time as a pronoun: "they moved it to 14:00".
    reason: "a time `moved to`, `changed to` or `moved it to` another is a change announced over the time the text gave",
  },
  {
    // A label that names the new time and gives it (`(NOVO HORÁRIO 17h-20h)` added to a subject,
    // `New time: 15:30`): what it names new is the change over the time the text gave.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:new\s+(?:time|times|hours|start\s+time)|novo\s+hor[aá]rio|nova\s+hora|novas\s+horas)\s{0,3}[:\u2013-]?\s{0,3}(?:at\s+|from\s+|[àa]s\s+|das\s+)?${TIME}`, "iu"),
    reason: "a label that names the new time and gives it (`NOVO HORÁRIO 17h-20h`, `New time: 15:30`) is a change announced over the time the text gave",
  },
  {
    // A shift or a slot swapped to another day, then its time (`scrap the 23rd - swap to Thursday
    // 24 Dec, 07:00-14:00`): the day follows the verb, and the gap to the time holds no sentence's end.
    pattern: new RegExp(String.raw`\b(?:swap(?:ped)?|switch(?:ed)?)\s+(?:it\s+|you\s+|that\s+|them\s+)?(?:to|for)\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\b|the\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b)[^\n.!?]{0,30}?${TIME}`, "i"),
    reason: "a shift or a slot `swapped to` another day and its time is a change announced over the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:passou|passa|mudou|muda|foi\s+(?:alterad[oa]|mudad[oa]|adiad[oa]|antecipad[oa]))\s+(?:para\s+)?(?:[àa]s\s+|a\s+)?${TIME}`, "iu"),
    reason: "(Portuguese) a time that `passou para` or `foi adiada para` another is a change announced over the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])agora\s+(?:[ée]\s+|come[çc]a\s+)?(?:[àa]s\s+)${TIME}`, "iu"),
    reason: "(Portuguese) a time that is `agora às` another is a change announced over the time the text gave",
  },
  {
    // The label, with at most a date or one word of its own (`UPDATE 02/12:`, `English update:`),
    // then a time within the clause it heads: the gap is bounded and holds no sentence's end.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:updated?|correction|corrected|amendment|amended|revised|revision|reschedul(?:ed|ing)|(?:schedule|time|date)\s+change|change\s+of\s+(?:time|date|schedule|plans?))(?:\s+[\d/.-]{1,10})?\s*:[^\n.!?]{0,160}?${TIME}`, "iu"),
    reason: "a sentence labelled as an update or a correction (`UPDATE 02/12: … 09:00-11:00`, `English update: it starts at 17:00`) that gives a time announces a change over the time the text gave",
  },
  {
    // A rearrangement's label (`SERVICE ALTERATION:`, a fixture list's `REARRANGED:`): the gap holds
    // no colon, so a run of labels is not re-read from each one, as a chat post's edit below.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:rearranged|postponed|alteration)\s{0,3}:[^\n.!?:]{0,160}?${TIME}`, "iu"),
    reason: "a sentence labelled as a rearrangement (`SERVICE ALTERATION: … departs 07:01`, `REARRANGED: … 19:45`) that gives a time announces a change over the time the text gave",
  },
  {
    // A chat post's edit: the gap holds no colon, so a run of `edit:` labels is not re-read from
    // each one (with the labels above in one pattern, such a run made it polynomial). The label may
    // carry its day, as an update's does (`[edit 24/11: …]`): one group of figures, blanks before it.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])edit(?:ed)?(?:\s{1,3}[\d/.-]{1,10})?\s{0,3}:[^\n.!?:]{0,160}?${TIME}`, "iu"),
    reason: "a chat post's edit (`EDIT: crew call moved, be there at 07:00`, `[edit: loading closes Saturday 12:00]`, `[edit 24/11: shift now 07:00-10:30]`) that gives a time announces a change over the time the text gave",
  },
  {
    // A time set against another in one clause: the first is the one meant, the second the one it
    // replaces. The gaps are bounded, so a long run of spaces costs no backtracking.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])${TIME}\s{0,3},?\s{0,3}(?:not|instead\s+of|rather\s+than)\s+(?:at\s+|the\s+)?${TIME}`, "iu"),
    reason: "a time set against another (`at 07:00 not 10:00`, `11:30 instead of 10:00`) announces it in place of the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])${TIME}\s{0,3},?\s{0,3}(?:e\s+)?(?:n[ãa]o|em\s+vez\s+d[ao]s?|ao\s+inv[ée]s\s+d[ao]s?)\s+(?:[àa]s\s+)?${TIME}`, "iu"),
    reason: "(Portuguese) a time set against another (`às 19h e não às 18h`, `19h em vez das 18h`) announces it in place of the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:a(?:c)?tualiza[çc][ãa]o|altera[çc][ãa]o|corre[çc][ãa]o|mudan[çc]a\s+de\s+(?:hor[áa]rio|data|planos?))(?:\s+[\d/.-]{1,10})?\s*:[^\n.!?]{0,160}?${TIME}`, "iu"),
    reason: "(Portuguese) a sentence labelled `atualização:`, `alteração:` or `correção:` that gives a time announces a change over the time the text gave",
  },
  {
    // An update or a correction labelled with whose it is (`Update from the venue:`), the label
    // a noun, so that "updated by" a list's editor is no announcement.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:update|correction|amendment)\s+(?:from|by)\s+(?:the\s+)?[\p{L}.'-]{1,24}\s*:[^\n.!?]{0,160}?${TIME}`, "iu"),
    reason: "an update or a correction labelled with whose it is (`Update from the venue: doors now open 19:30`) that gives a time announces a change over the time the text gave",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:a(?:c)?tualiza[çc][ãa]o|altera[çc][ãa]o|corre[çc][ãa]o)\s+(?:d[oa]s?|de)\s+[\p{L}.'-]{1,24}\s*:[^\n.!?]{0,160}?${TIME}`, "iu"),
    reason: "(Portuguese) an update or a correction labelled with whose it is (`atualização do cliente: … às 8h`) that gives a time announces a change over the time the text gave",
  },
];

/** The longest text read for an announcement. */
const MAX_READ = 20_000;

/** The sentence of a text that holds its first announcement of a changed time of day, if any. */
export function timeChangeSentence(text: string): string | undefined {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const figures = spokenTimesAsFigures(slice);
  if (figures === undefined) return firstCueSentence(slice, TIME_CHANGE_CUES);
  const span = firstCueSpan(figures.text, TIME_CHANGE_CUES);
  return span ? sentenceAt(slice, figures.back(span[0]), figures.back(span[1])) : undefined;
}

/**
 * The sentence of a text (its first MAX_READ characters) that holds the earliest match of any of
 * `cues`: one pass of each pattern, the earliest start kept. The day announcements
 * (corrected-days.ts) are found the same way.
 */
export function firstCueSentence(text: string, cues: ReadonlyArray<{ readonly pattern: RegExp }>): string | undefined {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const span = firstCueSpan(slice, cues);
  return span ? sentenceAt(slice, span[0], span[1]) : undefined;
}

/** Where the earliest match of any of `cues` in a text starts and ends: one pass of each pattern. */
function firstCueSpan(slice: string, cues: ReadonlyArray<{ readonly pattern: RegExp }>): [number, number] | undefined {
  let first: RegExpExecArray | null = null;
  for (const cue of cues) {
    const m = cue.pattern.exec(slice);
    if (m && (first === null || m.index < first.index)) first = m;
  }
  return first ? [first.index, first.index + first[0].length] : undefined;
}
