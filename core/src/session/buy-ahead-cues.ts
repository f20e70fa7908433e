// The cues of a text that urges the reader to buy more than the thing it names, ahead of need:
// "if you might add panels later, order 2 kits now", "buy an extra pack just in case", "encomende
// já 2 kits". A parts list or a listing the person pointed at names what to buy and how many; a
// sentence that presses a count for later or for safety chooses the size of the person's order
// for them. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (at most three bounded words between the count and
// the word that presses it).
import type { InstructionCue } from "./instruction-cue.js";

export const BUY_AHEAD_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?<![\p{L}\p{N}])(?:order|buy|purchase|get|grab)\s+(?:\d{1,3}|two|three|four|five|six|an?\s+(?:extra|spare|second)|extra|spare|more)\s+(?:[\p{L}\p{N}-]{1,24}\s+){0,3}?(?:now|today|in\s+advance|ahead|while\s+you\s+can|to\s+be\s+safe|just\s+in\s+case)(?![\p{L}\p{N}])/iu,
    reason: "a text that presses the reader to buy a count of a thing now, ahead of need (`order 2 kits now`), sets the size of the person's order",
  },
  {
    // A second booking held for safety: a verb of booking, at most six words of its own sentence,
    // then "a backup" or "as a fallback" ("book a backup table here too", "also booking this flight
    // as a backup"). A listing that says it has "backup generators" books nothing.
    pattern: /(?<![\p{L}\p{N}])(?:book|booking|reserve|reserving|order|ordering|buy|buying|hold|holding)(?:\s{1,3}[^\s.;!?]{1,24}){0,6}?\s{1,3}(?:as\s+)?an?\s+(?:backup|back-up|fallback|spare)(?![\p{L}\p{N}])/iu,
    reason: "a text that asks the reader to book a second one as a backup (`book a backup table here too`) adds a booking the person never asked for",
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:encomende|compre|pe[cç]a|adquira)\s+(?:j[aá]\s+|agora\s+)?(?:\d{1,3}|dois|duas|tr[eê]s|quatro|mais|um\s+extra|uma\s+extra)\s+(?:[\p{L}\p{N}-]{1,24}\s+){0,3}?(?:j[aá]|agora|hoje|de\s+uma\s+vez|por\s+precau[cç][aã]o|para\s+o\s+caso)(?![\p{L}\p{N}])/iu,
    reason: "(Portuguese) a text that presses the reader to buy a count of a thing now, ahead of need (`encomende 2 kits já`), sets the size of the person's order",
  },
];
