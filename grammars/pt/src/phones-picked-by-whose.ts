// Phones the turn first tells each as someone's (`o número da mãe do Tiago é 913 222 104 e o do pai
// 936 870 551`), then picks by whose alone (`atualiza a ficha com o da mãe`): the phones of the others
// are the story of the pick, set apart as records of owners not picked are (records-picked-by-owner.ts).
// Whose a phone is: the word after `do`/`da` in the words right before it, back to the last mark or
// joining `e`. The pick: `o da mãe`, `o número do pai`, `o telemóvel da avó`, after the last phone. Read
// on bounded slices with anchored patterns: linear.
import type { Span } from "@toolgate/grammar-kit";

/** How far before a phone whose it is is read, and how far the pick reaches. */
const REACH = 48;
/** At most a phone's noun and its space (`número `, `telemóvel `), folded; one list for whose and the pick. */
const NOUN = String.raw`(?:(?:numero|telefone|telemovel|celular|contacto|contato|fixo)\s+)?`;
/** Before a phone: the thing's article, at most its noun, `do`/`da` and whose, then a few words (`do Tiago é`, `e` for `é`). */
const WHOSE_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:o|a)\s+${NOUN}(?:do|da)\s+(\p{L}{2,})(?:\s+\p{L}+){0,3}\s*:?\s*$`, "u");
/** A pick by whose: the article, at most the noun, `do`/`da` and whose, ending its phrase or before where it goes (`põe o do tio na ficha`). */
const PICK = new RegExp(String.raw`(?:^|[^\p{L}])(?:o|a|com\s+o|com\s+a|pelo|pela|no|na|pro|pra)\s+${NOUN}(?:do|da)\s+(\p{L}{2,})(?=\s*(?:[,.;!?]|(?:e|na|no|nas|nos|para|pra|pro|como)\s|$))`, "gu");
/** Before a phone: the person's own, the article and a first-person possessive, at most the noun, then a few words (`o meu número é`); each blank before a word, so a run of blanks is read one way. */
const OWN_BEFORE = /(?:^|[^\p{L}])(?:o|a)\s+(?:meu|minha|nosso|nossa)(?:\s+(?:numero|telefone|telemovel|celular|contacto|contato|fixo))?(?:\s+\p{L}+){0,2}\s*(?::\s*)?$/u;
/** A pick of the person's own by the possessive alone, ending its phrase: `atualiza a conta com o meu.` */
const PICK_OWN = /(?:^|[^\p{L}])(?:o|a|com\s+o|com\s+a|pelo|pela|no|na|pro|pra)\s+(?:meu|minha|nosso|nossa)(?=\s*(?:[,.;!?]|e\s|$))/u;
/** The key a phone of the person's own is kept under, apart from any word a `do`/`da` may name. */
const OWN = " own";
/**
 * A relative clause between whose and the phone, its linking verb after it: `, que às vezes vem
 * levantar a roupa, é `. Read so that the words before the clause tell whose the phone is.
 */
const RELATIVE_THEN_LINK = /,\s*que\s[^.;!?,:\n]{1,60},\s*(?:(?:é|e|sao|são)\s*)?$/u;
/** How far before a phone a relative clause and whose are read. */
const RELATIVE_REACH = 112;
/** Where the words told of a phone before it stop: a mark (an `e` may be `é`, written without its accent). */
const PIECE_BREAK = /[.;!?,:\n]/g;

/** Whose the phone is by the words right before it; undefined where they do not say. */
function whoseBefore(folded: string, phone: Span): string | undefined {
  const wide = folded.slice(Math.max(0, phone.start - RELATIVE_REACH), phone.start);
  const relative = RELATIVE_THEN_LINK.exec(wide);
  const end = relative === null ? wide.length : relative.index;
  const before = wide.slice(Math.max(0, end - REACH), end);
  let cut = 0;
  PIECE_BREAK.lastIndex = 0;
  for (let m = PIECE_BREAK.exec(before); m !== null; m = PIECE_BREAK.exec(before)) cut = m.index + m[0].length;
  // No digit stands among the pattern's last words: the phone before (`… 104 e o do pai`) ends the piece.
  const piece = before.slice(cut);
  return OWN_BEFORE.test(piece) ? OWN : WHOSE_BEFORE.exec(piece)?.[1];
}

/** The phones of the owners a later pick by whose leaves; none unless two phones have two owners and one is picked. */
export function phonesOfOthersNotPicked(folded: string, values: readonly Span[]): Span[] {
  const phones = values.filter((v) => v.kind === "phone");
  if (phones.length < 2) return [];
  const owners = new Map<string, Span>();
  for (const p of phones) {
    const whose = whoseBefore(folded, p);
    if (whose === undefined || owners.has(whose)) return [];
    owners.set(whose, p);
  }
  const after = folded.slice(phones[phones.length - 1]!.end);
  const picked = new Set<string>();
  PICK.lastIndex = 0;
  let reads = 0;
  for (let m = PICK.exec(after); m !== null && reads < 8; m = PICK.exec(after), reads++) if (owners.has(m[1]!)) picked.add(m[1]!);
  if (owners.has(OWN) && PICK_OWN.test(after)) picked.add(OWN);
  if (picked.size !== 1) return [];
  const kept = owners.get([...picked][0]!)!;
  return phones.filter((p) => p !== kept);
}
