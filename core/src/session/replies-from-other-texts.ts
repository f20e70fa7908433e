// A reply that passes on what another outside text says: "reply to Priya's email to confirm the
// new time", and a reply that also gives her the salary band the interview's calendar notes hold,
// because her email asked for it. A reply answers the message it is on; the person gave what it
// confirms (the turn), the message gave what it answers, and the records' fields (a room, a time)
// are what the reply may restate. A figure that only the free text of another result writes (an
// event's notes, another document) reaches the message's author only because something asked for
// it, and the message being answered is where such asking comes from. Only the words of the call's
// own texts are read, against the results' indexes.
import type { Mark } from "../model.js";
import { dataOf, datumKeys, digitCount, freeTextHolders, leafKeys, type WorkOutInputs } from "./origins.js";

/** Digits a datum must hold to count here, unless it is a sum with its magnitude (`55k`): a figure or a code, not a count. */
const MIN_DIGITS = 4;

/** A sum written with its magnitude (`55k`, `1.2m`). */
const MAGNITUDE = /\d[km]$/i;

/** The most words of one text looked through. */
const MAX_WORDS = 400;

type Inputs = Pick<WorkOutInputs, "typed" | "context" | "reply" | "results">;

/**
 * The marks of the texts the model wrote on a reply to the record `recordId` names, one per text
 * that holds a datum (four digits or more, or a sum with its magnitude) that no turn, context or
 * answer gives, that no result holds as a structured value or inside one, and that only the free
 * text of results other than the one listing the record writes: the newest such text's
 * `untrusted:<tool>`, with its field. None where no result lists the record.
 */
export function otherTextReplyMarks(texts: ReadonlyArray<readonly [string, string]>, recordId: unknown, inputs: Inputs, wordsOfText: (text: string) => readonly string[]): Mark[] {
  const ids = leafKeys(recordId);
  const replied = inputs.results.find((r) => ids.some((k) => r.index.structured.has(k)));
  if (!replied) return [];
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    const mark = datumMark(name, wordsOfText(value).slice(0, MAX_WORDS), replied.index.step, inputs);
    if (mark) marks.push(mark);
  }
  return marks;
}

/** The mark of the first datum of these words that only the outside free text of a result other than step `replied` writes. */
function datumMark(name: string, words: readonly string[], replied: number, inputs: Inputs): Mark | undefined {
  for (const word of words) {
    const parts = dataOf(word);
    if (parts.length === 0) continue;
    // A range is looked up as its text writes it (`48-55k`), then by its ends.
    for (const datum of parts.length === 1 && parts[0] === word ? parts : [word, ...parts]) {
      if (digitCount(datum) < MIN_DIGITS && !MAGNITUDE.test(datum)) continue;
      const holding = freeTextHolders(datumKeys(datum), inputs);
      if (holding.length === 0 || holding.some((h) => h.result.index.step === replied || !h.result.textOutside)) continue;
      const { result, field } = holding[0]!;
      return { level: "untrusted", source: result.index.tool, on: name, step: result.index.step, field };
    }
  }
  return undefined;
}
