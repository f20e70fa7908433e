// An attendee invited at the address an email's `from` gives beside its display name, worked out
// with no origins given: the record's value, not a place the model chose (mailbox-addresses.ts);
// an address no result holds still is.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran, searchEmailsTool } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_emails: searchEmailsTool,
    create_event: {
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["title", "start"], properties: { title: str, start: str, end: str, attendees: { type: "array", items: { type: "string", format: "email" } } } },
    },
  },
} as CatalogueFile;

const emails = [{ id: "em_1", from: "Kit Morrow <kit@thepaperlanterns.example>", subject: "Live session on your Thursday show?", body: "Could we come in at 19:30 on Thursday 26 November and be done by 20:00?" }];

describe("an address a from field gives beside its display name", function () {
  this.timeout(20_000);

  it("does not flag the sender invited at the address the email came from", async () => {
    const s = await assistantSession(catalogue);
    s.read("A band emailed asking to come on my Thursday show. Put it in the calendar with them invited.");
    await ran(s, "search_emails", { query: "Thursday show" }, { emails });
    const a = await s.checkToolCall("create_event", { title: "Paper Lanterns live session", start: "2026-11-26T19:30:00", end: "2026-11-26T20:00:00", attendees: ["kit@thepaperlanterns.example"] });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("flags an attendee at an address no turn or result holds, naming the model", async () => {
    const s = await assistantSession(catalogue);
    s.read("A band emailed asking to come on my Thursday show. Put it in the calendar with them invited.");
    await ran(s, "search_emails", { query: "Thursday show" }, { emails });
    const a = await s.checkToolCall("create_event", { title: "Paper Lanterns live session", start: "2026-11-26T19:30:00", end: "2026-11-26T20:00:00", attendees: ["kit@paperlanterns-band.example"] });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "attendees", tool: "model" });
  });
});
