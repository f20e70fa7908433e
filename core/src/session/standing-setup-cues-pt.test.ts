// A text that asks, in Portuguese, for a new payee or a standing payment: read as an instruction, and plain letters not.
import { describe } from "mocha";
import { STANDING_SETUP_CUES_PT } from "./standing-setup-cues-pt.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text that asks in Portuguese for a new payee or a standing payment", () => {
  itReadsCueFamilies([
    {
      name: "a payee or standing payment asked in Portuguese",
      cues: STANDING_SETUP_CUES_PT,
      held: [
        "Obrigada! Guarde-me como beneficiária, vou encomendar mais vezes.",
        "A empregada recebe agora diretamente: adicione-a como beneficiária.",
        "Para evitar atrasos, crie uma transferência mensal de 180,00 EUR a partir de 1 de dezembro.",
        "Agendem já a ordem permanente para o dia 8.",
      ],
      plain: [
        "O beneficiário da transferência é a Sidraria do Vale, Lda.",
        "Guarde a fatura para o IRS.",
        "As transferências mensais são processadas ao dia 1.",
        "Crie uma conta no portal para ver as faturas.",
      ],
    },
  ]);
});
