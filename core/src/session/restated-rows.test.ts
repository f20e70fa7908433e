// A labelled sum a text gives twice, the second time another: the later row's sum kept as a revised
// sum; a bill's rows under other labels, and a repeat of the same sum, give none.
import { expect } from "chai";
import { restatedRowSums } from "./restated-rows.js";

const RECEIPT = "SKERRY FERRIES - Island Resident Season Card 2027\nCard no. SF-RES-55120\nPrice: 384.00 EUR\nPaid by card ending 4471 on 17/11/2026\nShare per household: 192.00 EUR\nValid 1 Jan - 31 Dec 2027";

describe("restatedRowSums", () => {
  it("gives the sum a later row writes under a label an earlier row gave another sum", () => {
    expect([...restatedRowSums(`${RECEIPT}\nShare per household (Byrne - car deck supplement): 262.00 EUR`)]).to.deep.equal(["n:262"]);
    expect([...restatedRowSums("Delivery (pallet)   40.00\nTOTAL DUE (GBP)     575.00\n\nREVISED TOTAL DUE (GBP)  incl. hive levy 2026    715.00")]).to.deep.equal(["n:715"]);
  });
  it("gives none for rows under other labels, a label that only ends with another, a repeated sum, or rows that name no sum owed", () => {
    expect([...restatedRowSums(RECEIPT)]).to.deep.equal([]);
    expect([...restatedRowSums("Total: 100.00 EUR\nVAT 23%: 23.00 EUR\nGrand total: 123.00 EUR")]).to.deep.equal([]);
    expect([...restatedRowSums("Total due: 575.00\nPlease pay the total due: 575.00 by Friday.")]).to.deep.equal([]);
    expect([...restatedRowSums("Room 12: 2 guests\nRoom 14: 3 guests")]).to.deep.equal([]);
  });
});
