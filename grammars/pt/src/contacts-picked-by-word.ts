// Contacts listed each with the words of whose or what it is, then one picked in a later turn by those
// words as the place a send goes: `deixou dois números: o fixo 213 456 789 e o telemóvel 916 223 344`,
// then `mande-lhe um sms para o telemóvel`; `o financeiro é financeiro@… e o dono, o Caio, caio@…`,
// then `manda o boleto pro email do financeiro` or `partilha o contrato com o dono`. The listing turn
// tells each address or phone by its words (the kit's `toldOfEach`, as for records and sums), and the
// picking turn says the word after the send's `para`, `pra`, `pro`, `com` or `ao` (TurnReading
// `picks`); the confirm_read check matches them and asks of a call that sends to another contact of
// the list.
import { stemOfPick, type TurnValue } from "@toolgate/grammar-kit";

/**
 * For a turn that lists two contacts or more and no records or sums, the stems of the words told of
 * each contact, from what the kit's `toldOfEach` read of the turn's list (`told`); empty where that
 * list is of another kind.
 */
export function toldOfListedContacts(told: ReadonlyMap<TurnValue, string[]>): ReadonlyMap<TurnValue, string[]> {
  return [...told.keys()].every((v) => v.kind === "email" || v.kind === "phone" || v.kind === "iban") ? told : new Map();
}

/** The words a pick of a contact follows, and whether an article must come between (`para o`, `com a`; `pro`, `ao` hold theirs). */
const BEFORE_PICK: ReadonlyMap<string, "article" | "maybe" | "none"> = new Map([
  ["para", "article"], ["com", "article"], ["pra", "maybe"], ["pro", "none"], ["ao", "none"],
]);
const ARTICLES = new Set(["o", "a"]);
/** The contact's kind, said before whose it is: `pro email do financeiro`, `para o telemóvel da mãe`. */
const CONTACT_NOUNS = new Set(["email", "e-mail", "mail", "numero", "telefone", "telemovel", "celular", "contacto", "contato", "endereco", "zap", "whatsapp"]);
const OF = new Set(["do", "da", "de"]);
/**
 * A person said by whose thing they are, before it: `pra cliente da Spin`, `pro responsável da
 * vencida`, `ao dono da atrasada`. The thing after `do`/`da` is the pick; the contact is reached
 * through it (a later list tells the record's person and their phone or address).
 */
const OWNER_NOUNS = new Set(["cliente", "responsavel", "dono", "dona", "pai", "mae", "tutor", "tutora", "paciente", "hospede", "aluno", "aluna"]);
/** A word of the folded turn: letters, digits and the marks inside an address or a number. */
const WORD = /[\p{L}\p{N}@._+-]+/gu;
/** A word that may name a contact: letters only. */
const NAMING = /^\p{L}{3,20}$/u;

/** Words after the article that say nothing of which contact: pronouns, possessives and the send's own nouns. */
const NOT_A_PICK = new Set(["ele", "ela", "eles", "elas", "dele", "dela", "mesmo", "mesma", "meu", "minha", "seu", "sua", "nosso", "nossa", "teu", "tua", "cliente", "email", "mail", "sms", "mensagem", "whatsapp", "zap", "numero", "telefone", "contacto", "contato", "endereco", "que", "quem"]);

/**
 * The stem of the word a send (or a write) goes to a contact by: after `para`, `pro`, `pra`, `ao`,
 * `com` and an article, past the contact's kind or the person's noun and `do`/`da`, or `do`/`da` alone
 * (`pro email do financeiro`, `para o telemóvel`, `com o dono`, `para o do trabalho`, `pra cliente da
 * Spin`); undefined where the turn gives
 * none. Folded text; one pass over its words, each step to the next word only where a blank alone
 * stands between.
 */
export function contactPickedByWord(folded: string): string | undefined {
  const words = [...folded.matchAll(WORD)];
  const next = (j: number) => (j + 1 < words.length && /^\s+$/u.test(folded.slice(words[j]!.index + words[j]![0].length, words[j + 1]!.index)) ? words[j + 1]![0] : undefined);
  for (let i = 0; i + 1 < words.length; i++) {
    const before = BEFORE_PICK.get(words[i]![0]);
    if (before === undefined) continue;
    let j = i;
    const article = next(j) !== undefined && ARTICLES.has(next(j)!);
    if (before === "article" && !article) continue;
    if (before !== "none" && article) j++;
    if ((CONTACT_NOUNS.has(next(j) ?? "") || OWNER_NOUNS.has(next(j) ?? "")) && OF.has(next(j + 1) ?? "")) j += 2;
    else if (next(j) === "do" || next(j) === "da") j++;
    const word = next(j);
    if (word === undefined || !NAMING.test(word)) continue;
    return NOT_A_PICK.has(word) ? undefined : stemOfPick(word);
  }
  return undefined;
}

/**
 * The stem of the one person a turn names where its send points back by a pronoun (`a Sofia perguntou
 * pelas rosas; mande-lhe '…'`, `o Nuno ligou, envie-lhe um sms`): the pronoun reaches the person
 * the turn spoke of, and a later call is read against that person's contact as if the send had said
 * `para a Sofia`. Undefined where the turn names no one or more than one (whom `-lhe` reaches is then not read).
 */
export function contactPointedBackByName(values: readonly TurnValue[], pointsBack: boolean): string | undefined {
  if (!pointsBack) return undefined;
  let named: string | undefined;
  for (const v of values) {
    if (v.kind !== "name") continue;
    const stem = stemOfPick(String(v.value));
    if (named !== undefined && named !== stem) return undefined;
    named = stem;
  }
  return named;
}
