// Contacts listed each with the words of whose or what it is, then one picked in a later turn by those
// words as the place a send goes: `deixou dois números: o fixo 213 456 789 e o telemóvel 916 223 344`,
// then `mande-lhe um sms para o telemóvel`; `o financeiro é financeiro@… e o dono, o Caio, caio@…`,
// then `manda o boleto pro email do financeiro` or `partilha o contrato com o dono`. The listing turn
// tells each address or phone by its words (the kit's `toldOfEach`, as for records and sums), and the
// picking turn says the word after the send's `para`, `pro`, `com` or `ao` (TurnReading `picks`); the
// confirm_read check matches them and asks of a call that sends to another contact of the list.
import { stemOfPick, toldOfEach, type TurnValue } from "@toolgate/grammar-kit";
import { PORTUGUESE_LISTS } from "./picked-by-word.js";

/**
 * For a turn that lists two contacts or more and no records or sums, the stems of the words told of
 * each contact; empty where the list the kit reads is of another kind.
 */
export function toldOfListedContacts(text: string, values: readonly TurnValue[]): Map<TurnValue, string[]> {
  const told = toldOfEach(text, values, PORTUGUESE_LISTS);
  return [...told.keys()].every((v) => v.kind === "email" || v.kind === "phone") ? told : new Map();
}

/**
 * The word a send goes to a contact by: after `para`, `pro`, `pra`, `ao`, `com`, an article, then
 * the contact's kind and `do`/`da`, or `do`/`da` alone (`pro email do financeiro`, `para o telemóvel`,
 * `com o dono`, `para o do trabalho`), the word that names which. Folded text. Linear: fixed words, one bounded word each.
 */
const SENT_TO_WORD = /(?:^|[^\p{L}])(?:para\s+[oa]|pra(?:\s+[oa])?|pro|ao|com\s+[oa])\s+(?:(?:email|e-mail|mail|numero|telefone|telemovel|celular|contacto|contato|endereco|zap|whatsapp)\s+(?:do|da|de)\s+|d[oa]\s+)?(\p{L}{3,20})(?![\p{L}\d@.-])/u;

/** Words after the article that say nothing of which contact: pronouns, possessives and the send's own nouns. */
const NOT_A_PICK = new Set(["ele", "ela", "eles", "elas", "dele", "dela", "mesmo", "mesma", "meu", "minha", "seu", "sua", "nosso", "nossa", "teu", "tua", "cliente", "email", "mail", "sms", "mensagem", "whatsapp", "zap", "numero", "telefone", "contacto", "contato", "endereco"]);

/** The stem of the word a send goes to a contact by; undefined where the turn gives none. */
export function contactPickedByWord(folded: string): string | undefined {
  const m = SENT_TO_WORD.exec(folded);
  if (m === null || NOT_A_PICK.has(m[1]!)) return undefined;
  return stemOfPick(m[1]!);
}
