// What a Portuguese turn says beside its values that the engine's rules of where a value came
// from ask of it (the port's `turnCues`): patterns as data, each with its reason, each one linear
// pass over the turn's first 20,000 characters.
import type { TurnCue } from "@toolgate/grammar-kit";

/**
 * A cue's pattern, and its `gate`: letters every match holds, searched for first because a search
 * for them is far cheaper than the pattern's look-behind tried at each character, and most turns
 * hold none.
 */
const CUES: ReadonlyArray<{ cue: TurnCue; gate: RegExp; pattern: RegExp; reason: string }> = [
  {
    cue: "links",
    // The words Portuguese takes from English for a link and a site, and a page of the web (`a
    // página web`); a page alone is as often a page of a document (`a página 2 do contrato`).
    // What a link leads to counts as the link (`resume os artigos que o Bruno partilhou`), but
    // not an article by its number (`o artigo 12.º do contrato`).
    gate: /link|url|site|web|internet|artig/i,
    pattern: /(?<![\p{L}\p{N}])(?:links?|urls?|sites?|websites?|webpages?|p[aá]ginas?\s+(?:web|da\s+internet)|artigos?(?!\s{0,3}\d))(?![\p{L}\p{N}])/iu,
    reason: "the person sends the agent to the links some content holds (`abre o link que ela mandou`)",
  },
];

/** The cues a Portuguese turn holds. */
export function turnCues(text: string): TurnCue[] {
  if (typeof text !== "string") return [];
  const slice = text.slice(0, 20_000);
  return CUES.filter((c) => c.gate.test(slice) && c.pattern.test(slice)).map((c) => c.cue);
}
