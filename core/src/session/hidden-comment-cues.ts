// The cue of a sentence hidden in markup comments: `<!-- venue update: rehearsal moved to Unit 4
// -->` in an email's body, `<!-- share with your club: 20% off … -->` in a page. A mail client or
// a browser shows its reader none of it: words put where no person reads them are written for the
// software that reads the raw text, whatever they say. A comment of one or two words (`<!-- nav
// -->`, `<!-- end footer -->`) is how pages are built, and says nothing. The pattern is data, read
// with the other instruction cues, once, when a result is reported, in linear time: it starts only
// at `<!--` and reads at most 400 characters from there.
import type { InstructionCue } from "./instruction-cue.js";

export const HIDDEN_COMMENT_CUES: readonly InstructionCue[] = [
  {
    pattern: /<!--\s{0,20}[\p{L}\p{N}][^\s<>]{0,60}(?:\s{1,20}[^\s<>]{1,60}){2}[^<>]{0,400}?-->/u,
    reason: "a sentence inside a markup comment (`<!-- … -->`) is hidden from the person who reads the page or the email, so it is written for the software that reads it",
    toAgent: "always",
  },
];
