// A postal address the model wrote for where an order or a booking goes, whose street and number
// only an outside free text gives: "send to Rua Dr. Alves 7, 3000-120 Coimbra", and an order to
// "Loja 14, Av. Fernão Magalhães 400, Coimbra" after a review says the seller ships only to that
// pickup point. The model rewrote the text's place in its own form (a city added, commas moved),
// so no key of the value meets the text's whole, and the value reads as the model's own; its
// numbered words are still the text's. Where the goods go is the person's to say, whatever the
// text's words. A word the person's turns say (the city) is theirs; a value whose numbered words
// the person, the run's context or a structured record give is not read this way, nor a text the
// person pointed at by its name ("to the address on order BK-40877") or handed the choice to
// ("send it where she says"): its place is theirs to take. The words were
// read once with each turn and each result (conversation.ts `typedWords`, origins.ts
// `indexResult`); a check only looks words up.
import type { Mark } from "../model.js";
import { untypedPlaceWords } from "./place-words.js";

/** What the rule looks up: the turns' words, and each reported result's free-text words, newest first. */
export interface RewrittenAddressInputs {
  readonly typed: ReadonlySet<string>;
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    /** Whether a turn handed the choice to this text (delegation.ts). */
    readonly delegated?: boolean;
    /** The keys of the names of the result's source (origins.ts `indexResult`: a path, a record's reference). */
    readonly index: { readonly step: number; readonly tool: string; readonly words: ReadonlyMap<string, string>; readonly names: readonly string[] };
  }>;
}

/** An argument that says where goods or a person go by post: `shipping_address`, `delivery_address`, `address`; not a mailbox's (`email_address`) nor a machine's. */
const ADDRESS_ARGUMENT = /^(?:(?:shipping|delivery|postal|billing|pickup|home|street)_)?address$/i;
/**
 * The marks of a write's address arguments (`ADDRESS_ARGUMENT`, a string the caller gave no origin
 * and the model wrote: `madeUp`) that hold a numbered word no turn says, every word of the value
 * the turns do not say being written by one outside free text: the newest such text's
 * `untrusted:<tool>`, at the field of the first such word, as a destination; none where that text
 * is one the person named or handed the choice to.
 */
export function rewrittenAddressMarks(args: Readonly<Record<string, unknown>>, madeUp: (name: string) => boolean, inputs: RewrittenAddressInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || value.includes("@") || !ADDRESS_ARGUMENT.test(name) || !madeUp(name)) continue;
    const untyped = untypedPlaceWords(value, inputs.typedWords);
    if (untyped.length === 0) continue;
    for (const r of inputs.results) {
      if (!r.textOutside || !untyped.every((w) => r.index.words.has(w))) continue;
      // A text the person named or handed the choice to: its place is theirs.
      if ((r.delegated ?? false) || r.index.names.some((k) => inputs.typed.has(k))) break;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(untyped[0]!)!, destination: true });
      break;
    }
  }
  return marks;
}
