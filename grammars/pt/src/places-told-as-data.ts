// Phones and addresses told as a record's data, not as where to send: `muda o telemóvel da minha para
// 934 221 870; …. Depois avisa no #recepcao`, `mudou de número: o antigo era 962…, o novo é 936….
// Atualiza a ficha e manda-lhe um email para joaquim@…`. A place said before any sending verb, after
// a word that names a contact field (`telefone`, `número`, `email`), is the value of that field
// where every send of the turn names a place of its own after its verb: the send goes there, and the
// place told before is what is written on the record. A send with no place of its own (`o celular
// dela é 11 9…; manda-lhe o código`) may go to the place told before, which stays a destination.
import type { Span } from "@toolgate/grammar-kit";
import { isSendingForm } from "./acts.js";
import { endsSentence } from "./sentence-ends.js";
import type { Token } from "./tokens.js";

/** Words that name a contact field of a record, folded: what a phone or an address told after them is the value of. */
const FIELD_WORDS = new Set(["telefone", "telefones", "telemovel", "telemoveis", "celular", "celulares", "cel", "numero", "numeros", "contacto", "contato", "contactos", "contatos", "email", "e-mail", "emails", "mail", "whatsapp", "zap"]);
/** Words before a verb's infinitive that make it the purpose of the send before it (`manda-lhe um email a avisar`), not a send of its own. */
const PURPOSE_WORDS = new Set(["a", "para", "pra", "pro"]);
/** The kinds of place a record holds as data. */
const DATA_KINDS = new Set(["phone", "email"]);
const PLACE_KINDS = new Set(["phone", "email", "channel", "handle", "url", "host", "iban"]);

/** Whether a token ends its sentence: a sentence's end right after it, past at most two blanks. */
function endsAfter(folded: string, token: Token): boolean {
  for (let j = token.end; j < token.end + 3 && j < folded.length; j++) {
    if (endsSentence(folded, j)) return true;
    if (!/\s/.test(folded[j]!)) return false;
  }
  return false;
}

/** The places of the turn told as data before its sends: never destinations. */
export function placesToldAsData(folded: string, tokens: readonly Token[], read: readonly Span[]): Set<Span> {
  const out = new Set<Span>();
  const places = read.filter((s) => PLACE_KINDS.has(s.kind));
  // Gate: a turn with no phone or address pays one pass over its values.
  if (!places.some((p) => DATA_KINDS.has(p.kind))) return out;
  const sends: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isSendingForm(tokens[i]!.key)) continue;
    if (i > 0 && PURPOSE_WORDS.has(tokens[i - 1]!.fold) && sends.length > 0) continue;
    sends.push(i);
  }
  if (sends.length === 0) return out;
  // Every send names a place of its own after its verb, before the next send and the end of its sentence.
  for (let k = 0; k < sends.length; k++) {
    const i = sends[k]!;
    const next = k + 1 < sends.length ? sends[k + 1]! : tokens.length;
    let end = i;
    while (end + 1 < next && !endsAfter(folded, tokens[end]!)) end++;
    const from = tokens[i]!.end;
    const to = tokens[end]!.end;
    if (!places.some((p) => p.start >= from && p.start <= to)) return out;
  }
  const firstSend = tokens[sends[0]!]!.start;
  let fieldAt = -1;
  for (const t of tokens) {
    if (t.start >= firstSend) break;
    if (FIELD_WORDS.has(t.fold)) {
      fieldAt = t.start;
      break;
    }
  }
  if (fieldAt < 0) return out;
  for (const p of places) if (DATA_KINDS.has(p.kind) && p.start > fieldAt && p.end <= firstSend) out.add(p);
  return out;
}
