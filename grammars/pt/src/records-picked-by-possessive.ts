// Records the turn first tells as the person's own or as someone else's (`o plano do meu filho é o
// 8810 e o meu o 8811`, `a encomenda da minha mãe é a 5120 e a minha a 5121`), then picks by a
// possessive pronoun alone: `cancela o dele` (the other person's), `estorna a minha` (the person's
// own). The record not picked is the story of the pick, set apart as a record left by the word that
// picks another is. The pronoun says whose, not which thing: only where exactly one record is the
// person's own and one another's.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far before a record the words that tell whose it is are read; bounds the patterns below. */
const OWNER_REACH = 48;

// Every pattern reads a bounded slice of the text as typed (the `é` that links is told from the `e`
// that joins), case aside; each part is a choice among fixed words
// or a run of letters apart by blanks, so each match is linear.
/** The thing's own article with a first-person possessive, not after `de` (`o meu`, `a minha`; `do meu filho` is the son's). */
const OWN = /(?:^|[^\p{L}])(?:o|a|os|as)\s+(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas)(?![\p{L}])/iu;
/** Someone's, said with `de` and who (`do meu filho`, `da Ana`, `da minha mãe`). */
const ANOTHERS = /(?:^|[^\p{L}])(?:do|da|dos|das)\s+\p{L}{2,}/iu;
/** Where the words told of the record before stop: a join or a mark. */
const PIECE_BREAK = /[.;!?,:\n]|\se\s/g;
/** A pick of someone else's by their pronoun: `o dele`, `na dela`, `pro deles`. */
const PICK_ANOTHERS = /(?:^|[^\p{L}])(?:o|a|os|as|no|na|pro|pra|do|da)\s+(?:dele|dela|deles|delas)(?![\p{L}])/iu;
/** A pick of the person's own, the pronoun ending its phrase: `cancela o meu`, `estorna a minha e avisa`, `estorna 1.200 do meu` (the sum taken from it). */
const PICK_OWN = /(?:^|[^\p{L}])(?:o|a|no|na|pro|pra|do|da)\s+(?:meu|minha|nosso|nossa)\s*(?:[,.;!?]|e\s|$)/iu;

type Whose = "own" | "another";

/** Whose the record is by the words before it, back to the last join or mark; undefined where they do not say. */
function whoseRecord(text: string, record: Span, from: number): Whose | undefined {
  const start = Math.max(from, record.start - OWNER_REACH);
  const before = text.slice(start, record.start);
  let cut = 0;
  PIECE_BREAK.lastIndex = 0;
  for (let m = PIECE_BREAK.exec(before); m !== null; m = PIECE_BREAK.exec(before)) cut = m.index + m[0].length;
  const piece = before.slice(cut);
  if (OWN.test(piece)) return "own";
  return ANOTHERS.test(piece) ? "another" : undefined;
}

/** The records of the owner not picked; none unless one record is the person's own, one another's, and the turn picks one by its pronoun after them. */
export function recordsLeftByPossessive(text: string, values: readonly Span[]): Span[] {
  // Each holds `dele`, `dela`, `meu`, `minha` or `nosso`.
  if (!/del[ae]|meu|minha|noss[oa]/i.test(text)) return [];
  const records = values.filter(isRecordSpan);
  if (records.length !== 2 || records[0]!.value === records[1]!.value) return [];
  const whose = [whoseRecord(text, records[0]!, 0), whoseRecord(text, records[1]!, records[0]!.end)];
  if (whose[0] === undefined || whose[1] === undefined || whose[0] === whose[1]) return [];
  const after = text.slice(records[1]!.end, records[1]!.end + OWNER_REACH * 2);
  const another = PICK_ANOTHERS.test(after);
  const own = PICK_OWN.test(after);
  if (another === own) return [];
  const picked: Whose = another ? "another" : "own";
  return records.filter((_, i) => whose[i] !== picked);
}
