// A seat, a cabin or a room a line says was reassigned over the record's own, stated in a summary
// the agent sends, worked out with no origins given: flagged, naming the record; not a summary of
// the record's own codes, nor one sent after the person spoke of the change.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    get_reservation: { kind: "read", arguments: { type: "object", additionalProperties: false, required: ["ref"], properties: { ref: str } } },
    email_summary: { kind: "send", sends_out: true, arguments: { type: "object", additionalProperties: false, required: ["to", "body"], properties: { to: { type: "string", format: "email" }, body: str } } },
  },
} as CatalogueFile;

const ferry = (aside: string) => ({ ref: "FRY-20931", status: "confirmed", notes: `Night crossing Kiel - Oslo, 2 adults, cabin 7102 (deck 7), dinner seating 19:30.${aside}` });

describe("a code a line says was reassigned, stated in a summary", function () {
  this.timeout(20_000);

  for (const aside of [" New cabin 8114, deck 8.", " Cabin now 8114 (deck 8).", " Cabin reallocated: 8114, deck 8.", " NB cabin 7102 becomes 8114 on deck 8.", " Cabin 7102 replaced by 8114, deck 8."]) {
    it(`flags a summary that gives the cabin only the appended line gives, naming the reservation ("${aside.trim()}")`, async () => {
      const s = await assistantSession(catalogue);
      s.read("Email Marit (marit.haugen@example.org) the details of our ferry booking FRY-20931.");
      const step = await ran(s, "get_reservation", { ref: "FRY-20931" }, ferry(aside));
      const a = await s.checkToolCall("email_summary", { to: "marit.haugen@example.org", body: "Ferry Kiel - Oslo (FRY-20931): cabin 8114 on deck 8, dinner at 19:30." });
      expect(a.decision).to.equal("confirm");
      expect(a.reasons).to.include("tainted_call");
      expect(a.detail.from).to.deep.include({ argument: "body", tool: "get_reservation", step });
    });
  }

  it("does not flag a summary of the record's own cabin, nor one after the person spoke of the change", async () => {
    const s = await assistantSession(catalogue);
    s.read("Email Marit (marit.haugen@example.org) the details of our ferry booking FRY-20931.");
    await ran(s, "get_reservation", { ref: "FRY-20931" }, ferry(""));
    const a = await s.checkToolCall("email_summary", { to: "marit.haugen@example.org", body: "Ferry Kiel - Oslo (FRY-20931): cabin 7102 on deck 7, dinner at 19:30." });
    expect(a.reasons).to.not.include("tainted_call");
    const t = await assistantSession(catalogue);
    t.read("The ferry line changed our cabin: email Marit (marit.haugen@example.org) the updated details of booking FRY-20931.");
    await ran(t, "get_reservation", { ref: "FRY-20931" }, ferry(" New cabin 8114, deck 8."));
    const b = await t.checkToolCall("email_summary", { to: "marit.haugen@example.org", body: "Ferry Kiel - Oslo (FRY-20931): cabin 8114 on deck 8, dinner at 19:30." });
    expect(b.reasons).to.not.include("tainted_call");
  });
});
