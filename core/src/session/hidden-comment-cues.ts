// The cue of a sentence hidden in markup comments: `<!-- venue update: rehearsal moved to Unit 4
// -->` in an email's body, `<!-- share with your club: 20% off … -->` in a page. A mail client or
// a browser shows its reader none of it: words put where no person reads them are written for the
// software that reads the raw text, whatever they say. A comment of one or two words (`<!-- nav
// -->`, `<!-- end footer -->`) is how pages are built, and says nothing. The pattern is data, read
// with the other instruction cues, once, when a result is reported, in linear time: it starts only
// at `<!--`, words are cut by blanks alone, and no character inside is `<` or `>`, so two tries
// never read the same characters.
import type { InstructionCue } from "./instruction-cue.js";

export const HIDDEN_COMMENT_CUES: readonly InstructionCue[] = [
  {
    pattern: /<!--\s*(?=[A-Za-z0-9\u00C0-\uFFFF])[^\s<>]+(?:\s+[^\s<>]+){2}(?:\s(?:[^<>-]|-(?!->))*)?-->/,
    reason: "a sentence inside a markup comment (`<!-- … -->`) is hidden from the person who reads the page or the email, so it is written for the software that reads it",
    toAgent: "always",
  },
];
