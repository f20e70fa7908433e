// A send asked of the agent to someone the turn points back at by a pronoun, naming no place:
// `email him the kit list`, `text her that`, `forward it to them`. The place is one an earlier turn
// gave (S2 follows it there); here only the turn's own words are read.
import type { SendingAct, TurnReading } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** The object pronouns of a person. */
const PERSONS = new Set(["him", "her", "them"]);
/** How far after the verb, within its clause, `to him` is looked for. */
const REACH = 6;

/** Words that say the send goes by phone or by email. */
const BY_PHONE = new Set(["text", "txt", "texts", "sms", "whatsapp"]);
const BY_EMAIL = new Set(["email", "e-mail", "mail", "emails"]);

/** The word as the sending act keeps it: lower case, no punctuation after it. */
function written(term: Term): string {
  return term.text.toLowerCase().replace(/[.,;:!?'"’)]+$/, "");
}

/** Whether the verb at `i` points its send at a person by a pronoun: right after it, or after `to` in its clause. */
function pointsAtPerson(terms: readonly Term[], i: number): boolean {
  if (terms[i]!.breakAfter) return false;
  if (PERSONS.has(terms[i + 1]?.norm ?? "")) return true;
  for (let k = i + 1; k < Math.min(terms.length - 1, i + REACH); k++) {
    if (terms[k]!.norm === "to" && !terms[k]!.breakAfter && PERSONS.has(terms[k + 1]!.norm)) return true;
    if (terms[k]!.breakAfter) return false;
  }
  return false;
}

/** The reading's `sendsToPointed` (TurnReading says what it means), or undefined. */
export function sendsToPointed(terms: readonly Term[], sending: readonly SendingAct[], reading: TurnReading): TurnReading["sendsToPointed"] {
  if (reading.destinations.length > 0) return undefined;
  const asked = new Set(sending.filter((act) => !act.negated && act.consent !== true).map((act) => act.text.toLowerCase()));
  if (asked.size === 0) return undefined;
  let pointed = false;
  let phone = false;
  let email = false;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    if (BY_PHONE.has(t.norm)) phone = true;
    if (BY_EMAIL.has(t.norm)) email = true;
    if (!pointed && asked.has(written(t)) && pointsAtPerson(terms, i)) pointed = true;
  }
  if (!pointed) return undefined;
  return phone === email ? {} : { by: phone ? "phone" : "email" };
}
