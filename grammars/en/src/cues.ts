// What an English turn says beside its values that the engine's rules of where a value came from
// ask of it (the port's `turnCues`): patterns as data, each with its reason, each one linear pass
// over the turn's first 20,000 characters.
import type { TurnCue } from "@toolgate/grammar-kit";

const CUES: ReadonlyArray<{ cue: TurnCue; pattern: RegExp; reason: string }> = [
  {
    cue: "links",
    // A page counts ("the two pricing pages Idris posted"), but not a page by its number: "page 2
    // of the contract" is a part of a document, not a place to go. What a link leads to counts
    // as the link ("summarise the two articles Bob posted", "the blog posts in #eng", "her
    // write-up"), but not an article by its number ("article 12 of the lease").
    pattern: /\b(?:links?|linked|urls?|website|webpage|web page|site|pages?(?!\s{0,3}\d)|articles?(?!\s{0,3}\d)|blog posts?|write-?ups?)\b/i,
    reason: "the person sends the agent to the links some content holds (`open the page she linked`)",
  },
];

/** The cues an English turn holds. */
export function turnCues(text: string): TurnCue[] {
  if (typeof text !== "string") return [];
  const slice = text.slice(0, 20_000);
  return CUES.filter((c) => c.pattern.test(slice)).map((c) => c.cue);
}
