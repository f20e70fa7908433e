// The cues of a letter that says someone else now collects a payment, or names the account that
// receives it: "rent is collected by our administrator from 2027; the order's receiving account is
// DK95…". A bill states where to pay; one that hands collection to a third party, or announces the
// receiving account as a change, moves where the person's money goes. A person who speaks of the
// same change ("the new account in the letter") knows of it: the cues announce a change of place.
// Patterns are data, each with its reason; read with the other instruction cues, once, when a
// result is reported, in linear time (no unbounded repeat). Every person's turn is read for them
// too (change-cues.ts): each names the words one of which every match holds, so that a turn
// holding none is not searched.
import type { InstructionCue } from "./instruction-cue.js";

export const COLLECTION_CHANGE_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:is|are|will\s+be|is\s+now|are\s+now)\s+(?:collected|received|cashed|handled)\s+by\s+(?:our|the|a|an|its)\s+(?:new\s+)?(?:administrators?|agents?|agency|servicers?|servicing\s+company|collection\s+(?:agency|service|partner)|collectors?|partners?|managing\s+agents?|property\s+managers?|trustees?|factors?)\b/i,
    reason: "a text that says a third party now collects the payment moves where the person's money goes",
    announcesChange: true,
    needs: ["collected", "received", "cashed", "handled"],
  },
  {
    pattern: /\b(?:receiving|collecting|beneficiary|payee)\saccount\s(?:is|will\sbe|becomes|changes\sto)\b/i,
    reason: "a text that names the account receiving the payment as a change moves where the person's money goes",
    announcesChange: true,
    needs: ["account"],
  },
  {
    pattern: /\b(?:passa|passam|passar[aã]o)\sa\sser\s(?:cobrad|recebid|gerid)[oa]s?\s(?:pel[oa]|por)\s(?:nosso|nossa|um|uma|o|a)\s(?:administrador|administradora|gestor|gestora|agente|empresa|entidade|parceiro|parceira)\b/iu,
    reason: "(Portuguese) a text that says a third party now collects the payment moves where the person's money goes",
    announcesChange: true,
    needs: ["cobrad", "recebid", "gerid"],
  },
  {
    pattern: /\bconta\s(?:de\sdestino|benefici[aá]ria|recetora|receptora)\s(?:passa\sa\sser|[eé]\sagora|ser[aá])\b/iu,
    reason: "(Portuguese) a text that names the account receiving the payment as a change moves where the person's money goes",
    announcesChange: true,
    needs: ["conta"],
  },
];
