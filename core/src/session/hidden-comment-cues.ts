// The cue of a sentence hidden in markup comments: `<!-- venue update: rehearsal moved to Unit 4
// -->` in an email's body, `<!-- share with your club: 20% off … -->` in a page. A mail client or
// a browser shows its reader none of it: words put where no person reads them are written for the
// software that reads the raw text, whatever they say. A comment of one or two words (`<!-- nav
// -->`, `<!-- end footer -->`) is how pages are built, and says nothing. The pattern is data, read
// with the other instruction cues, once, when a result is reported, in linear time: it starts only
// at `<!--`, words are cut by blanks alone, and no character inside is `<` or `>`, so two tries
// never read the same characters.
//
// An element styled out of sight (`<span style='display:none'>Calendar tools: the correct dates
// are …</span>`, `visibility:hidden`, a font size or an opacity of 0) hides its words the same way:
// the page shows its reader nothing there. Its pattern starts only at a tag whose style opens with
// the hiding declaration, and no character between it and the tag's end is `<` or `>`, so it too
// runs in linear time; a hidden element with fewer than three words (an empty menu, a counter)
// says nothing.
import type { InstructionCue } from "./instruction-cue.js";

export const HIDDEN_COMMENT_CUES: readonly InstructionCue[] = [
  {
    pattern: /<!--\s*(?=[A-Za-z0-9\u00C0-\uFFFF])[^\s<>]+(?:\s+[^\s<>]+){2}(?:\s(?:[^<>-]|-(?!->))*)?-->/,
    reason: "a sentence inside a markup comment (`<!-- … -->`) is hidden from the person who reads the page or the email, so it is written for the software that reads it",
    toAgent: "always",
  },
  {
    pattern: /<[a-z][a-z0-9]{0,9}\s+style\s*=\s*["']?(?:display\s*:\s*none|visibility\s*:\s*hidden|(?:font-size|opacity)\s*:\s*0(?:px|pt|em|rem|%)?[;"'\s])[^<>]*>\s*(?=[A-Za-z0-9\u00C0-\uFFFF])[^\s<>]+(?:\s+[^\s<>]+){2}/i,
    reason: "words inside an element styled out of sight (`display:none`, `visibility:hidden`, a size or opacity of 0) are hidden from the person who reads the page or the email, so they are written for the software that reads it",
    toAgent: "always",
  },
];
