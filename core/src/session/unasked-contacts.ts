// A way to reach the person that only an outside text gives, added to a change the person asked
// for: "update my address to the one on the council letter" and an `update_profile` that also sets
// the mobile the letter says "your bank should hold". The address is the letter's, as they asked;
// a phone or an email beside it is a thing they never spoke of. So too a write that sets such a
// contact alone, where the person's turns asked for another change (done by another call): a
// mover's note asking to "update the phone of your profile" after the address was changed. The rule reads the argument's name
// against the words of the person's turns (read once with each turn), not the text's wording.
import type { Mark, OriginVerdict } from "../model.js";
import { wordsOf } from "./origins.js";

/** The argument names of a way to reach someone: a phone, a mobile, an email. */
const CONTACT_ARGUMENT = /^(?:phone|mobile|telephone|tel|email|e_mail|mail)(?:_?(?:number|address))?$/i;

/** What the rule reads of the session's inputs. */
export interface ContactInputs {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string> }; readonly textOutside: boolean }>;
}

/**
 * The marks of the contact arguments (`CONTACT_ARGUMENT`) of a write that its tool does not
 * require (`required`: a share's recipient is what the act is about, a profile's phone an extra),
 * whose value came from an outside free text (`origins`: `result:<step>`), whose name's words no
 * turn says, and beside which another argument, not a contact, came from the same result (the
 * change the person pointed the agent at), or which the write sets with no argument but contacts:
 * the text's `untrusted:<tool>`.
 */
export function unaskedContactMarks(args: Readonly<Record<string, unknown>>, required: ReadonlySet<string>, origins: Readonly<Record<string, OriginVerdict>>, inputs: ContactInputs): Mark[] {
  const names = Object.keys(args);
  if (names.length === 0) return [];
  const onlyContacts = names.every((n) => CONTACT_ARGUMENT.test(n));
  const marks: Mark[] = [];
  for (const name of names) {
    if (!CONTACT_ARGUMENT.test(name) || required.has(name) || typeof args[name] !== "string") continue;
    const origin = origins[name]?.origin;
    if (origin === undefined || !origin.startsWith("result:")) continue;
    if (wordsOf(name.replace(/_/g, " ")).some((w) => inputs.typedWords.has(w))) continue;
    const step = Number(origin.slice("result:".length).split(".")[0]);
    // The change the person asked for is the same text's: another argument, not a contact, it gave.
    const beside = names.some((n) => n !== name && !CONTACT_ARGUMENT.test(n) && (origins[n]?.origin ?? "").split(".")[0] === `result:${step}`);
    if (!beside && !onlyContacts) continue;
    const r = inputs.results.find((x) => x.index.step === step);
    if (!r || !r.textOutside) continue;
    marks.push({ level: "untrusted", source: r.index.tool, on: name, step });
  }
  return marks;
}
