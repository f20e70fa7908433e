// The cue of a text addressed to whoever the reader passes it on to (`payment data for your
// bookkeeper: …`, `note to your accountant`): written for an intermediary, it steers what the
// reader's note or message to them says.
import type { InstructionCue } from "./instruction-cue.js";

export const INTERMEDIARY_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:for|to)\s+your\s+(?:bookkeepers?|accountants?|accounts?\s+(?:team|department|payable)|finance\s+(?:team|department|office)|payroll|secretary|PA|office\s+manager|tax\s+advis[eo]rs?)\s*[:,(–—-]/i,
    reason: "a text that addresses the reader's bookkeeper, accountant or finance team (`payment data for your bookkeeper:`) is written for the intermediary the reader passes it to, and steers what the reader tells them",
  },
];
