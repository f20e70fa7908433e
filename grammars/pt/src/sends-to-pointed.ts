// A send asked of the agent to someone the turn points back at by a pronoun, naming no place:
// `manda-lhe um sms com isso`, `encaminha-lhe a lista`, `envia pra ela o contrato`. The place is
// one an earlier turn gave (S2 follows it there); here only the turn's own words are read.
import type { SendingAct, TurnReading } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** The dative pronouns a verb carries after a hyphen: `manda-lhe`, `envia-lhes`. */
const GLUED_TO = /-(?:lhe|lhes)$/;
/**
 * The verb's part before the hyphen ends as an asked form does: the imperative or the present said to
 * the agent (`manda`, `envie`), or an infinitive after a verb of asking (`podes mandar-lhe`). Not the
 * person's own `mando-lhe`, `mandei-lhe`.
 */
const ASKED_FORM = /(?:a|e|ar|er|ir)$/;
/** A preposition and a pronoun of a person after the verb: `manda pra ela`, `envia para eles`. */
const TO_WORDS = new Set(["pra", "para", "a"]);
const PERSONS = new Set(["ele", "ela", "eles", "elas"]);
/** How far after the verb, within its clause, `pra ela` is looked for. */
const REACH = 6;

/** Words that say the send goes by phone or by email. */
const BY_PHONE = new Set(["sms", "whatsapp", "whats", "zap", "torpedo"]);
const BY_EMAIL = new Set(["email", "e-mail", "mail", "correio"]);

/** Whether the verb at `i` points its send at a person by a pronoun (see above). */
function pointsAtPerson(tokens: readonly Token[], i: number): boolean {
  const verb = tokens[i]!;
  if (GLUED_TO.test(verb.fold)) return ASKED_FORM.test(verb.key);
  for (let k = i; k < Math.min(tokens.length - 1, i + REACH); k++) {
    if (k > i && TO_WORDS.has(tokens[k]!.fold) && PERSONS.has(tokens[k + 1]!.fold) && !tokens[k]!.breakAfter) return true;
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** The reading's `sendsToPointed` (TurnReading says what it means), or undefined. */
export function sendsToPointed(tokens: readonly Token[], sending: readonly SendingAct[], reading: TurnReading): TurnReading["sendsToPointed"] {
  if (reading.destinations.length > 0) return undefined;
  const asked = new Set(sending.filter((act) => !act.negated && act.consent !== true).map((act) => act.text.toLowerCase()));
  if (asked.size === 0) return undefined;
  let pointed = false;
  let phone = false;
  let email = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (BY_PHONE.has(t.fold)) phone = true;
    if (BY_EMAIL.has(t.fold)) email = true;
    if (!pointed && asked.has(t.text.toLowerCase()) && pointsAtPerson(tokens, i)) pointed = true;
  }
  if (!pointed) return undefined;
  return phone === email ? {} : { by: phone ? "phone" : "email" };
}
