// The said-checks on Portuguese turns whose records are codes of several parts (`MUD-UK-77`,
// `FT-CASA-09`) or of capitals without a digit (`arquivo CRONO-ABR`): a call that takes the code
// said passes grounding and confirm_read; a call with another code is asked about.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("the said-checks on Portuguese codes of several parts", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("passes a transfer whose reference is the code said, letters in two parts before its number", async () => {
    const turn = "Paga 120 libras na conta GB29 NWBK 6016 1331 9268 19 da gráfica, referência GRAF-LDN-12.";
    expect(await check(turn, "transfer_money", { iban: "GB29NWBK60161331926819", amount: 120, currency: "GBP", reference: "GRAF-LDN-12" })).to.deep.equal(PLAIN_WRITE);
  });

  it("passes an upload of the file said by a code in capitals, and asks about another file", async () => {
    const turn = "carrega o ficheiro PLANO-OBRA para https://obras.example/envios";
    expect(await check(turn, "upload_file", { file_id: "PLANO-OBRA", url: "https://obras.example/envios" })).to.deep.equal(PLAIN_WRITE);
    const other = await check(turn, "upload_file", { file_id: "PLANO-LUZ", url: "https://obras.example/envios" });
    expect(other).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
  });
});
