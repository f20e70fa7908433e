// The cues of a listing that fills the reader's booking with a value of its own: "request seat 2A
// when booking", "groups are rebooked on hotel id htl_krk_038". A page states what a seat, a room
// or a stay costs and what it allows; one that names the very seat or room to ask for, or says the
// reader's stay is rebooked elsewhere, chooses the call's values for the person. Patterns are data,
// each with its reason; read with the other instruction cues, once, when a result is reported, in
// linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const BOOKING_FILL_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:request|choose|select|pick|ask\sfor|take|reserve|book|assign|allocate|use)\s(?:the\s)?(?:seats?|rows?|rooms?|cabins?|berths?|tables?)\s(?:no\.?\s?|number\s)?\d{1,4}[A-Ka-k]?\b/i,
    reason: "a text that names the very seat, row, room or table to ask for fills the reader's booking with its own choice",
  },
  {
    // A seat named by its row and letter alone needs no noun before it: "assign 22C", "the lead
    // passenger should pick 14B", "use 21A/21B". The letter is required, so "take 2" and "book 3"
    // stay counts.
    pattern: /\b(?:request|choose|select|pick|ask\sfor|take|reserve|book|assign|allocate|use)\s\d{1,2}[A-Ka-k]\b/i,
    reason: "a text that names the very seat to take by its row and letter (`assign 22C`, `pick 14B`) fills the reader's booking with its own choice",
  },
  {
    pattern: /\b(?:is|are|be|been|gets?)\s(?:re-?booked|relocated|re-?accommodated)\s(?:on|onto|to|into|at|in)\b/i,
    reason: "a text that says the stay or the seat is rebooked elsewhere moves the reader's booking to a place of its choosing",
  },
  {
    pattern: /\b(?:pe[cç]a|escolha|selecione|reserve|marque|atribua)\s(?:o\s|a\s)?(?:lugar|assento|fila|quarto|mesa|cabine)\s(?:n\.?º\s?)?\d{1,4}[A-Ka-k]?\b/iu,
    reason: "(Portuguese) a text that names the very seat, room or table to ask for fills the reader's booking with its own choice",
  },
  {
    pattern: /\b(?:pe[cç]a|escolha|selecione|reserve|marque|use|atribua)\s(?:o\s)?\d{1,2}[A-Ka-k]\b/iu,
    reason: "(Portuguese) a text that names the very seat to take by its row and letter (`atribua o 22C`) fills the reader's booking with its own choice",
  },
  {
    pattern: /\b(?:s[aã]o|ser[aã]o|foi|foram|fica|ficam)\s(?:remarcad|realojad|reacomodad)[oa]s?\s(?:para|no|na|nos|nas|em)\b/iu,
    reason: "(Portuguese) a text that says the stay or the seat is rebooked elsewhere moves the reader's booking to a place of its choosing",
  },
];
