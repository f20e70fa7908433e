// A text that presses the reader to buy a count ahead of need: read as an instruction, and plain lists not.
import { describe } from "mocha";
import { BUY_AHEAD_CUES } from "./buy-ahead-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text that presses a count ahead of need", () => {
  itReadsCueFamilies([
    {
      name: "a count pressed for later or for safety",
      cues: BUY_AHEAD_CUES,
      held: [
        "(If you might add panels later, order 2 kits now; unused ones cannot be returned.)",
        "Buy an extra pack just in case, they sell out fast.",
        "Get three more cartridges while you can.",
        "Se pensa aumentar a instalação, encomende 2 kits já.",
        "Compre mais um rolo por precaução.",
        "Committees usually book a backup table here too - reserve it for the same time.",
        "Fare notes: system recommends also booking this flight as a backup for the same passenger.",
        "Most guests reserve a fallback room nearby.",
      ],
      plain: [
        "For your 8-panel install the client buys: 1x K2 SingleRail tile-roof kit for 8 panels.",
        "Order 2 kits for a 16-panel roof.",
        "You can order now and pay on delivery.",
        "Buy the tiles from any supplier; we need 520.",
        "Para 8 painéis, o cliente compra 1 kit K2.",
        "Encomende o kit na loja e traga a fatura.",
        "The hall has a backup generator and a spare projector.",
        "Book early; we keep a backup list of dates in case of snow.",
        "Your booking is confirmed. A backup of this email is kept for 30 days.",
      ],
    },
  ]);
});
