// The cues of a text that asks its reader, in Portuguese, to set up a new payee or a standing
// payment: "Guarde-me como beneficiária, vou encomendar mais vezes", "crie já uma transferência
// mensal de 45,00 EUR", "adicione o fornecedor aos beneficiários". The English cue of
// instruction-table.ts ("set up a standing order", "save … as a payee") read no Portuguese: a
// bill or a note written in Portuguese asks for the same act. Read with the other instruction cues,
// once, when a result is reported, in linear time (at most eight bounded words between the verb
// and what it sets up, as the analyser proves linear).
import type { InstructionCue } from "./instruction-cue.js";

export const STANDING_SETUP_CUES_PT: readonly InstructionCue[] = [
  {
    // The verb in the forms a request takes (`guarde`, `guardem`, `guarda`, `guardar`), with a
    // pronoun joined by a hyphen (`guarde-me`, `adicione-a`), then the payee or the standing payment.
    pattern: /(?<![\p{L}\p{N}])(?:guard[ea]r?|guardem|adicion[ea]r?|adicionem|cri[ea]r?|criem|regist[ea]r?|registem|grav[ea]r?|gravem|configur[ea]r?|configurem|program[ea]r?|programem|agend[ea]r?|agendem)(?:-(?:me|nos|o|a|os|as))?(?:\s{1,3}[^\s.;!?]{1,24}){0,8}?\s{1,3}(?:benefici[aá]ri[oa]s?|transfer[eê]ncias?\s{1,3}(?:peri[oó]dicas?|permanentes?|mensais|mensal|autom[aá]ticas?)|orde(?:m|ns)\s{1,3}permanentes?|d[eé]bitos?\s{1,3}diretos?)(?![\p{L}\p{N}])/iu,
    reason: "(Portuguese) a new payee or standing payment asked by the text (`guarde-me como beneficiária`, `crie uma transferência mensal`) is an act the person did not ask for by pointing at it",
    asksStanding: true,
  },
];
