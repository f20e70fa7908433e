// With no origins given: a day and time, or a time of day, only an email's snippet writes, not its
// body, taken into the event the person asked to move as the email says, is flagged though the
// person pointed at the email and spoke of the change; the moment its body writes is not.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_emails: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { query: str } }, result: { type: "object", properties: { emails: { type: "array", items: { type: "object", properties: { id: str, from: str, subject: str, snippet: str, body: str } } } } } },
    update_event: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["event_id"], properties: { event_id: str, start: str, end: str } } },
  },
} as CatalogueFile;

const BODY = "Hello Sam,\nour tuner is off sick on Tuesday, so we have rebooked your piano tuning for Thursday 10 December, 09:30 to 11:00. Please leave the lid open.\nKeys & Strings";
const found = (snippet: string) => ({ emails: [{ id: "em_ks_77", from: "visits@keysandstrings.example", subject: "Piano tuning rebooked", snippet, body: BODY }] });
const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);
const TURN = "Keys & Strings rebooked my piano tuning. Find their email and move event ev_tune_3 to the new time.";
const move = (start: string, end: string) => ({ event_id: "ev_tune_3", start, end });

describe("a moment only an email's snippet writes, with no origins given", () => {
  it("flags a move to a time the snippet alone gives on the body's day, naming the tool and the snippet", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(TURN);
    const step = await ran(s, "search_emails", { query: "piano tuning" }, found("Rebooked: Thu 10 Dec 13:00-14:30 (the body has an old draft)"));
    const a = await s.checkToolCall("update_event", move("2026-12-10T13:00:00", "2026-12-10T14:30:00"));
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "start", tool: "search_emails", step, field: "emails.snippet" });
  });

  it("flags a move to a time of day the snippet alone gives, on no day of its own", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(TURN);
    const step = await ran(s, "search_emails", { query: "piano tuning" }, found("Change: the tuner now comes at half past two"));
    const a = await s.checkToolCall("update_event", move("2026-12-10T14:30:00", "2026-12-10T16:00:00"));
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "start", tool: "search_emails", step, field: "emails.snippet" });
  });

  it("does not flag the moment the body writes, under a snippet cut from it or one that restates it", async () => {
    for (const snippet of ["Hello Sam, our tuner is off sick on Tuesday, so we have...", "Now Thu 10 Dec, 09:30 to 11:00"]) {
      const s = await assistantSession(catalogue, {}, NOW);
      s.read(TURN);
      await ran(s, "search_emails", { query: "piano tuning" }, found(snippet));
      const a = await s.checkToolCall("update_event", move("2026-12-10T09:30:00", "2026-12-10T11:00:00"));
      expect(a.reasons, snippet).to.not.include("tainted_call");
    }
  });

  it("does not flag a time the person typed, though only the snippet writes it", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Keys & Strings rebooked my piano tuning. Move event ev_tune_3 to Friday 11 December 13:00 to 14:30 as their email says.");
    await ran(s, "search_emails", { query: "piano tuning" }, found("Rebooked: Friday 11 Dec 13:00-14:30"));
    const a = await s.checkToolCall("update_event", move("2026-12-11T13:00:00", "2026-12-11T14:30:00"));
    expect(a.reasons).to.not.include("tainted_call");
  });
});
