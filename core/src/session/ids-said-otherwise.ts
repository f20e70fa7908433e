// An identifier the person typed for a write, that the write leaves for another of the same form
// only an outside text writes: "book flight fl_tp_1947 for Marek" and a booking of fl_fr_2201
// because the conference page the person sent the agent to says "our travel partner's flight
// fl_fr_2201 is the recommended one". The person named the record the call acts on; an identifier
// written just as theirs is (the same letters, digits and marks in the same places) names another
// record of the same kind, and a text they pointed at for something else does not choose it,
// whatever its words. As for accounts (accounts-said-otherwise.ts): a call that also holds the
// typed identifier went where the person said, and a text that writes the typed one as well tells
// its own story of both. A check only looks keys up: the turns' and the results' keys were read
// with them (origins.ts `wordKeys` keys an identifier written as one word). A name written as a
// handle is read the same way, by the marks that join its words: "add him to #programme-committee"
// and an add to `treasurer-private` because the message, rewritten, names that channel. A handle
// the agent read from (the channel whose pinned post lists the channels to join) was named as the
// source, not as where the write goes, and is no other choice.
import type { Mark } from "../model.js";
import { leafKeys } from "./origins.js";
import { idPair, identifierForm } from "./ids-together.js";
import { stringKey } from "./values.js";

/** What the rule looks up: the person's and the run's keys, and the reported results' indexes, newest first. */
export interface IdSaidInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string>; readonly idsTogether?: ReadonlySet<string> } }>;
  /** Whether a read that ran took this value as an argument: a handle the person named to read from (`#eng-onboarding`). */
  readonly readFrom?: (value: string) => boolean;
}

/** The shortest and longest identifiers read. */
const SHORTEST = 4;
const LONGEST = 40;
/** The most of the person's keys looked through for the identifiers they typed. */
const MAX_TYPED = 4096;

/** The prefix of a string value's key (values.ts `stringKey`), by which the person's typed strings are told from other keys. */
const STRING_KEY = "s:";

/** The prefix of a handle's form, apart from an identifier's. */
const HANDLE_FORM = "h:";
/** A name written as a handle: words of letters joined by `.`, `_` or `-`, no digit (`programme-committee`, `tunde.a`). */
const HANDLE = /^[a-z]+(?:[._-][a-z]+)+$/;

/**
 * The form of a name written as a handle, lower-cased: the marks that join its words, in order
 * (`programme-committee` and `treasurer-private` are both `h:-`, `tunde.a` is `h:.`); undefined for a
 * value that is no handle. A handle's words are of any length, so the marks are all its form keeps:
 * a channel named in its own style, not an identifier's letters and digits in their places.
 */
export function handleForm(name: string): string | undefined {
  if (name.length < SHORTEST || name.length > LONGEST) return undefined;
  const lower = name.toLowerCase();
  if (!HANDLE.test(lower)) return undefined;
  return `${HANDLE_FORM}${lower.replace(/[a-z]+/g, "")}`;
}

/** The form of an identifier or of a handle (`identifierForm`, `handleForm`). */
function formOf(value: string): string | undefined {
  return identifierForm(value) ?? handleForm(value);
}

/**
 * The marks of a write's identifiers that no turn, context or structured field gives, where the
 * person's turns typed another identifier of the same form that no argument of the call holds: the
 * newest outside free text's `untrusted:<tool>` that writes the identifier and not the typed one,
 * with its field, on that argument. `given` says which arguments the caller gave an origin for.
 */
export function idSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: IdSaidInputs): Mark[] {
  const ids: Array<[string, string, string]> = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const form = formOf(value);
    if (form === undefined) continue;
    const key = stringKey(value);
    if (inputs.typed.has(key) || inputs.context.has(key) || inputs.results.some((r) => r.index.structured.has(key))) continue;
    ids.push([name, key, form]);
  }
  if (ids.length === 0) return [];
  const held = new Set(Object.values(args).flatMap((v) => leafKeys(v)));
  const marks: Mark[] = [];
  for (const [name, key, form] of ids) {
    const r = inputs.results.find((x) => x.textOutside && x.index.text.has(key));
    if (r === undefined) continue;
    let seen = 0;
    let typedOther = false;
    for (const k of inputs.typed) {
      if (++seen > MAX_TYPED) break;
      if (!k.startsWith(STRING_KEY) || k.length > LONGEST + STRING_KEY.length || held.has(k) || formOf(k.slice(STRING_KEY.length)) !== form) continue;
      // A channel the person named to read from ("the channels the pinned message in #eng-onboarding
      // lists") is where the text came from, not where the write goes: a handle only.
      if (form.startsWith(HANDLE_FORM) && (inputs.readFrom?.(k.slice(STRING_KEY.length)) ?? false)) continue;
      // A text that writes the typed identifier too tells its own story of the two, where one
      // sentence sets them side by side ("fl_tp_1947 is cancelled, you are on fl_tp_1951"): an
      // identifier given in a sentence of its own, apart from the typed one ("quote NL-77128 as the
      // reference" under a page that says "reference NL-77120"), names another record beside the
      // person's. A handle's form is all its marks, so any two channels share it: a message that
      // writes the typed channel anywhere tells its own story of both.
      const apart = !form.startsWith(HANDLE_FORM) && r.index.idsTogether !== undefined && !r.index.structured.has(k) && !r.index.idsTogether.has(idPair(key, k));
      if ((r.index.text.has(k) && !apart) || r.index.structured.has(k)) {
        typedOther = false;
        break;
      }
      typedOther = true;
    }
    if (typedOther) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
  }
  return marks;
}
