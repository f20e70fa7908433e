// A send asked of the agent to someone the turn points back at by a pronoun, naming no place:
// `manda-lhe um sms com isso`, `encaminha-lhe a lista`, `envia-lhes o horário`. The place is
// one an earlier turn gave (S2 follows it there); here only the turn's own words are read.
import type { SendingAct, TurnReading } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** The dative pronouns a verb carries after a hyphen: `manda-lhe`, `envia-lhes`. */
const GLUED_TO = /-(?:lhe|lhes)$/;
/**
 * The verb ends as a form asked of the agent does: the imperative or the present said to it
 * (`manda`, `envie`, `encaminha`). Not the person's own `mando-lhe`, `mandei-lhe`, nor an
 * infinitive, whose subject may be the person (`devo mandar-lhe?`).
 */
const ASKED_FORM = /[ae]$/;
/** Words that say the send goes by phone or by email. */
const BY_PHONE = new Set(["sms", "whatsapp", "whats", "zap", "torpedo"]);
const BY_EMAIL = new Set(["email", "e-mail", "mail", "correio"]);

/**
 * Whether the verb at `i` carries its person as a pronoun after a hyphen (`manda-lhe`), in a form
 * asked of the agent. A person named by a preposition and a pronoun after the verb (`manda pra ela`)
 * is not read: it may be a person the verb's object is about rather than its addressee, and
 * following it added a held-out false ask.
 */
function pointsAtPerson(tokens: readonly Token[], i: number): boolean {
  const verb = tokens[i]!;
  return ASKED_FORM.test(verb.key) && GLUED_TO.test(verb.fold);
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
