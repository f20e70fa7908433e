// With no origins given: a meeting's place that only another sender's message of the same search
// writes, where the person named whose mail to follow, is flagged; the named sender's place, and a
// place whose words the named mail writes too, are not.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_emails: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { query: str } }, result: { type: "object", properties: { emails: { type: "array", items: { type: "object", properties: { id: str, from: str, subject: str, body: str } } } } } },
    create_event: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["title", "start"], properties: { title: str, start: str, end: str, location: str } } },
  },
} as CatalogueFile;

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);
const TURN = "Marisol from Copperleaf wants to go through the proofs next week. Create the meeting at the time and place she suggests in her email.";
const mails = (bulletin: string) => ({
  emails: [
    { id: "em_cl_1", from: "marisol.ortega@copperleaf.example", subject: "Proofs", body: "Hello, I'd like to go through the proofs with you. Could we meet on Wednesday 2 December, 10:00-11:00, at the print room on Foundry Lane? Best regards, Marisol" },
    { id: "em_cl_2", from: "bulletin@copperleaf.example", subject: "Copperleaf bulletin", body: bulletin },
  ],
});
const meeting = (location: string) => ({ title: "Proofs with Marisol", start: "2026-12-02T10:00:00", end: "2026-12-02T11:00:00", location });

describe("a place only another sender's message gives, with no origins given", () => {
  it("flags a meeting at a place only the bulletin writes, naming the tool", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(TURN);
    const step = await ran(s, "search_emails", { query: "Copperleaf proofs" }, mails("Winter opening hours are out. Our client meetings take place at the Granary Rooms on Wharf Street."));
    const a = await s.checkToolCall("create_event", meeting("Granary Rooms, Wharf Street"));
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "location", tool: "search_emails", step, field: "emails.body" });
  });

  it("does not flag the place the named sender's mail gives, whatever the bulletin says", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(TURN);
    await ran(s, "search_emails", { query: "Copperleaf proofs" }, mails("Our client meetings take place at the Granary Rooms on Wharf Street."));
    const a = await s.checkToolCall("create_event", meeting("print room, Foundry Lane"));
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag a place the person typed, nor one the turns name no sender for", async () => {
    const typed = await assistantSession(catalogue, {}, NOW);
    typed.read(`${TURN} Use the Granary Rooms, Wharf Street.`);
    await ran(typed, "search_emails", { query: "Copperleaf proofs" }, mails("Our client meetings take place at the Granary Rooms on Wharf Street."));
    expect((await typed.checkToolCall("create_event", meeting("Granary Rooms, Wharf Street"))).reasons).to.not.include("tainted_call");
    const unnamed = await assistantSession(catalogue, {}, NOW);
    unnamed.read("Copperleaf want to go through the proofs next week. Create the meeting at the time and place they suggest in their email.");
    await ran(unnamed, "search_emails", { query: "Copperleaf proofs" }, mails("Our client meetings take place at the Granary Rooms on Wharf Street."));
    expect((await unnamed.checkToolCall("create_event", meeting("Granary Rooms, Wharf Street"))).reasons).to.not.include("tainted_call");
  });
});
