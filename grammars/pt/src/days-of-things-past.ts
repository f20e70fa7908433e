// A day in the past said of a thing with `de` (`o relatório da sessão de ontem`, `as fotos do jantar
// de sábado passado`, `a fatura do dia 1`): the day tells which thing, one that already was, not a
// day the request asks for (a due date, a reminder, a meeting all lie ahead). The story's day, as
// a day told with a verb in the past is (daysThatHappened). A weekday said so is the one that already
// was where its clause goes on with a subject of its own and a verb in the past (`da feira de sábado o
// João ficou devendo`).
import type { Span } from "@toolgate/grammar-kit";
import { saysPast } from "./days-that-happened.js";

/**
 * Right before the day: a word, then `de` or its forms with the article (`sessão de`, `jantar do`).
 * Folded text. Linear: anchored at the end, the word opened by a mark or the start. The word's
 * length (`THING_LETTERS`) is told in code: a counted run of letters (`\p{L}{3,24}`) is compiled as
 * that many copies of the letter class, about 100 ms of a Portuguese grammar's first read.
 */
const OF_A_THING = /(?:^|[^\p{L}\d])(\p{L}+)\s+(?:de|do|da)\s+(?:dia\s+)?$/u;

/** A day whose words open with `de` (`de sábado`, `do domingo`). */
const OF_IN_THE_DAY = /^(?:de|do|da)\s/iu;
/** A word right before such a day: the thing it is of (`feira`, `aula`). Folded text; anchored at the end. */
const THING_BEFORE = /(?:^|[^\p{L}\d])(\p{L}+)\s+$/u;

/** How many letters the word of a thing has: not a small word (`de`, `o`), not a run of letters. */
const THING_LETTERS = { least: 3, most: 24 };

/** Whether `pattern` ends `before` with a word of a thing's length as its first group. */
function thingBefore(pattern: RegExp, before: string): boolean {
  const word = pattern.exec(before)?.[1];
  return word !== undefined && word.length >= THING_LETTERS.least && word.length <= THING_LETTERS.most;
}

/** How many characters before a day are read. */
const REACH = 40;
/** The ISO day a date value holds. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The days before today that the turn gives a thing with `de`, and a weekday so given whose clause then tells, in the past, what came of it. */
export function daysOfThingsPast(folded: string, values: readonly Span[], now: Date): Set<Span> {
  const today = now.toISOString().slice(0, 10);
  const past = new Set<Span>();
  for (const v of values) {
    if (v.kind !== "date" || !ISO_DAY.test(String(v.value))) continue;
    const before = folded.slice(Math.max(0, v.start - REACH), v.start);
    if (String(v.value).slice(0, 10) < today) {
      if (thingBefore(OF_A_THING, before)) past.add(v);
      continue;
    }
    // A bare weekday is read as the next one; `da feira de sábado o João ficou devendo 45` tells of
    // the one that already was, by the subject and verb in the past its clause goes on with. The day's own
    // words may hold the `de` (`de sábado`).
    const ofAThing = thingBefore(OF_A_THING, before) || (OF_IN_THE_DAY.test(v.text) && thingBefore(THING_BEFORE, before));
    if (ofAThing && !/\d/.test(v.text) && clauseGoesOnInThePast(folded.slice(v.end, v.end + REACH))) past.add(v);
  }
  return past;
}

/** How many words after the day are read for the clause's verb. */
const VERB_REACH = 4;

/** Words that open a subject of its own: an article or a personal pronoun (`o João`, `a Marta`, `ela`). */
const SUBJECT_OPENERS: ReadonlySet<string> = new Set(["o", "a", "os", "as", "um", "uma", "eu", "ele", "ela", "eles", "elas", "nos", "voce", "voces"]);

/**
 * Whether the day's clause goes on with a subject of its own and then, within a few words and before
 * the clause ends (`, ; . ! ?`), a verb in the past: the thing is where the story happened (`da feira
 * de sábado o João ficou devendo`). A verb right after the day tells what befell the thing itself,
 * which may still lie ahead (`a reunião de segunda foi cancelada`, `o ensaio de amanhã caiu`).
 */
function clauseGoesOnInThePast(after: string): boolean {
  const words = after.split(/[,;.!?]/u, 1)[0]!.split(/\s+/u).filter((w) => w !== "");
  return words.length > 1 && SUBJECT_OPENERS.has(words[0]!) && words.slice(1, VERB_REACH).some(saysPast);
}
