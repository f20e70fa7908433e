// The cues of a text that asks for a second record to be changed, or a second sum to be put away,
// alongside the one the person meant: "update that order to DE44… as well", "poupe também o líquido
// do vencimento". The older cues of an extra act read sends, payments and bookings; these read the
// changes (update, switch, point, redirect) and, in Portuguese, the savings a payslip or a bank's
// note adds. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (bounded repeats only; the window after a verb that
// opens a sentence ends at the next mark, so no two windows overlap).
import type { InstructionCue } from "./instruction-cue.js";

export const ALONGSIDE_CHANGE_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?:^|[.:;!?]\s{1,3})(?:please\s)?(?:update|change|switch|move|point|redirect|repoint|amend|raise|increase)\b[^.:;!?]{0,80}\b(?:as well|too)\b/i,
    reason: "a text that asks, at the head of a sentence, for another record to be changed in the same way, alongside the one the person meant",
  },
  {
    pattern: /\b(?:poupe|poupa|guarde|guarda|junte|junta|passe|passa|mova|move|deposite|deposita|aplique|aplica|transfira|transfere|altere|altera|mude|muda|atualize|atualiza)\stamb[eé]m\b|\btamb[eé]m\s(?:poupe|poupa|guarde|guarda|junte|junta|passe|passa|mova|deposite|deposita|aplique|aplica|altere|altera|mude|muda|atualize|atualiza)\b/iu,
    reason: "(Portuguese) another sum to put away, or another record to change, asked alongside the one the person wanted",
  },
  {
    pattern: /\bset\s+(?:an?\s+|the\s+)?(?:standing\s+orders?|(?:daily|weekly|monthly|quarterly|yearly|annual|recurring)\s+(?:transfers?|payments?|orders?)|direct\s+debits?)\b(?!\s+(?:limits?|caps?|alerts?|reminders?|notifications?))/i,
    reason: "a text that tells the reader to set a standing payment asks for an act the person did not ask for by pointing at it",
  },
];
