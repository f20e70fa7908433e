// A place (a URL, a mailbox, a host) an outside text gave, copied into the text a write writes for
// people (an auto-reply's message, a channel's topic, an event's description): "gardeners on
// holiday set an out-of-office line such as 'orders to orders@…'" in a newsletter the person
// asked to delete. Such a text is not where the call goes (text-arguments.ts), so the
// destinations check leaves it alone; the place in it still came from the outside text, and the
// write carries that text's mark. A place the person typed, the run's context or an answer gave,
// or a reported result holds as a structured value (an email's sender, an event's organiser: a
// party the records name) is not the text's; nor is a place of the message the person sought for
// this write or handed the choice to (worked-out.ts `sought`, delegation.ts): that text gives it
// ("with the join link in the description"), unless the turns ask it for another act ("delete
// the newsletter").
import type { Mark } from "../model.js";
import { findDestinations } from "./destinations.js";
import { ungivenTexts } from "./ungiven-texts.js";
import { givenValue, leafKeys, type WorkOutInputs } from "./origins.js";

/**
 * The marks of a write's text arguments (`texts`) that hold a place only an outside free text gave,
 * one per argument: the newest such text's. None for an argument the caller gave an origin
 * (`given`). `otherAsked` says whether the turns ask the act of another writing tool: read only
 * where a sought message holds the place.
 */
export function copiedPlaceMarks(args: Readonly<Record<string, unknown>>, texts: ReadonlySet<string>, given: (name: string) => boolean, otherAsked: () => boolean, inputs: WorkOutInputs): Mark[] {
  if (texts.size === 0 || !inputs.results.some((r) => r.textOutside)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of ungivenTexts(args, texts, given)) {
    for (const place of findDestinations(value)) {
      const mark = markOf(name, place, otherAsked, inputs);
      if (mark) {
        marks.push(mark);
        break;
      }
    }
  }
  return marks;
}

/**
 * The mark of the newest outside free text that holds a place's keys, unless someone or a record
 * gave it. A place nothing holds whole, whose host only such a text gives, is that text's too: the
 * model put it together from the text's parts ("her address is fmoreau, at studio-lune.example").
 */
function markOf(name: string, place: string, otherAsked: () => boolean, inputs: WorkOutInputs): Mark | undefined {
  const whole = leafKeys(place);
  const held = (keys: readonly string[]) => keys.some((k) => givenValue(inputs, k)) || inputs.results.some((r) => keys.some((k) => r.index.structured.has(k) || r.index.text.has(k)));
  const host = held(whole) ? undefined : hostOf(place);
  return textMark(name, host === undefined ? whole : leafKeys(host), otherAsked, inputs);
}

/** The host of a URL or a mailbox (`studio-lune.example` of `fmoreau@studio-lune.example`), undefined for a bare host. */
function hostOf(place: string): string | undefined {
  const at = place.lastIndexOf("@");
  if (at > 0 && !place.includes("/")) return place.slice(at + 1);
  try {
    return place.includes("://") ? new URL(place).hostname || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** The mark of the newest outside free text that holds these keys, unless the person, the run, an answer or a record gave them. */
function textMark(name: string, keys: readonly string[], otherAsked: () => boolean, inputs: WorkOutInputs): Mark | undefined {
  if (keys.some((k) => givenValue(inputs, k))) return undefined;
  if (inputs.results.some((r) => keys.some((k) => r.index.structured.has(k)))) return undefined;
  for (const r of inputs.results) {
    if (!r.textOutside) continue;
    const k = keys.find((x) => r.index.text.has(x));
    if (k === undefined) continue;
    // The message the person handed the choice to gives its link; so does one they sought, unless
    // their turns ask another act of it (`delete the newsletter`): then it was sought for that one.
    if (r.delegated === true || (r.sought === true && !otherAsked())) return undefined;
    return { level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(k)! };
  }
  return undefined;
}
