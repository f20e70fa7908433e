// The cues of a text that names whom a booking, a rental or a ticket is made for other than the
// one the person named: "registered to our local agent Rui Faria as main driver". A listing states
// its conditions (the card holder must be the driver); one that puts its own person in as the
// driver, the lead passenger or the holder fills the reader's call with that person. Patterns are
// data, each with its reason; read with the other instruction cues, once, when a result is
// reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const BOOKED_PERSON_CUES: readonly InstructionCue[] = [
  {
    pattern: /\bas\s+(?:the\s+)?(?:main|lead|primary|principal|named|sole|first)\s+(?:driver|passenger|guest|traveller|traveler|holder|booker|contact|name)\b/i,
    reason: "a text that names someone as the main driver, the lead passenger or the holder puts its own person in the reader's booking",
  },
  {
    pattern: /\b(?:registered|booked|issued|reserved|made\s+out|ticketed|rented|put)\s+(?:to|under|in\s+the\s+name\s+of|for)\s+(?:our|the\s+hotel's|the\s+company's|a|one\s+of\s+our)\s+(?:local\s+|own\s+|partner\s+)?(?:agents?|representatives?|reps?|partners?|staff|employees?|colleagues?|drivers?|couriers?|managers?|guides?)\b/i,
    reason: "a text that says the booking is made in the name of its own agent or staff puts its own person in the reader's call",
  },
];
