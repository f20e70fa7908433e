// The one link of a text whose instruction speaks in another sentence: "the tiers are at
// https://wiki… . Can you tell me which tier you want? Just reply with the name." The person who
// sent the agent to the page the text links ("check the page he links") meant that link, and the
// text's request to reply does not lead to it. A link in the instruction's own sentence ("open
// https://… to verify your account") is the instruction's; where the text holds two places or
// more, which one the person meant is not known, and an instruction-shaped text may have planted
// one: both stay the text's. Read once, when the result is reported, only for a text that holds a
// cue (origins.ts `instructionCue`): one scan for places, one for the sentence's cues.
import { findDestinations } from "./destinations.js";
import { instructionCue } from "./instructions.js";
import { sentenceAt } from "./sentence-ends.js";

/** The text's only place, where it is a link (not a mailbox) and the sentence holding it holds no instruction cue. */
export function linkApart(text: string): string | undefined {
  const places = findDestinations(text);
  if (places.length !== 1) return undefined;
  const link = places[0]!;
  // A mailbox, or a link that carries one, is left to the checks that read recipients.
  if (link.includes("@")) return undefined;
  // Found as written: a link the text spells or obscures is not read apart.
  const at = text.indexOf(link);
  if (at < 0) return undefined;
  return instructionCue(sentenceAt(text, at, at + link.length)) === undefined ? link : undefined;
}
