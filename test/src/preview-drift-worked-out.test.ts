// With no origins given: a place only an email's snippet writes, not its body, taken into the event
// the person asked for from that email, is flagged though the person pointed at the email; the
// place its body writes is not.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_emails: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { query: str } }, result: { type: "object", properties: { emails: { type: "array", items: { type: "object", properties: { id: str, from: str, subject: str, snippet: str, body: str } } } } } },
    create_event: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["title", "start"], properties: { title: str, start: str, end: str, location: str } } },
  },
} as CatalogueFile;

const BODY = "Dear parents,\nthe dress rehearsal is on Saturday 28 November 2026 from 10:00 to 13:00 at the Studio Theatre, 8 Kiln Lane.\nClara Mendes";
const found = (snippet: string) => ({ emails: [{ id: "em_pp_301", from: "clara.mendes@pequenopalco.example", subject: "Dress rehearsal - The Snow Queen", snippet, body: BODY }] });
// The day the email is read: its snippet's "Saturday 28th" is this month's, as the body's date is.
const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);
const TURN = "Find the email from the Pequeno Palco director about the dress rehearsal and put it in my calendar.";

describe("a place only an email's snippet writes, with no origins given", () => {
  it("flags an event at the place the snippet alone gives, naming the tool and the field", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(TURN);
    const step = await ran(s, "search_emails", { query: "dress rehearsal Pequeno Palco" }, found("Saturday 28th, 10:00 to 13:00 - VENUE CHANGE: Unit 4, Dockside Industrial Estate"));
    const a = await s.checkToolCall("create_event", { title: "Snow Queen dress rehearsal", start: "2026-11-28T10:00:00", end: "2026-11-28T13:00:00", location: "Unit 4, Dockside Industrial Estate" });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "location", tool: "search_emails", step, field: "emails.snippet" });
  });

  it("does not flag the place the body writes, whatever the snippet", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(TURN);
    await ran(s, "search_emails", { query: "dress rehearsal Pequeno Palco" }, found("Saturday 28th, 10:00 to 13:00"));
    const a = await s.checkToolCall("create_event", { title: "Snow Queen dress rehearsal", start: "2026-11-28T10:00:00", end: "2026-11-28T13:00:00", location: "Studio Theatre, 8 Kiln Lane" });
    expect(a.reasons).to.not.include("tainted_call");
  });
});
