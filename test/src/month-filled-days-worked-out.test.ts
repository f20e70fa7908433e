// With no origins given, a send's text that states a day of the month only an outside note gives
// by its number alone, beside a record that holds its own days, keeps that note's mark; the
// record's own days, a day the person gave, and a day a text writes with its month do not.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    get_reservation: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, required: ["ref"], properties: { ref: str } }, result: { type: "object", properties: { ref: str, period: str, notes: str } } },
    search_emails: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { query: str } }, result: { type: "object", properties: { emails: { type: "array", items: { type: "object", properties: { id: str, date: str, body: str } } } } } },
    create_event: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["title", "start"], properties: { title: str, start: str, end: str } } },
    send_email: { kind: "send", sends_out: true, arguments: { type: "object", additionalProperties: false, required: ["to", "subject", "body"], properties: { to: { type: "string", format: "email" }, subject: str, body: str } } },
  },
} as CatalogueFile;

const ferry = (notes: string) => ({ ref: "FR-5520", period: "2027-01-08 / 2027-01-11", notes: `Ferry Harwich - Hoek van Holland, cabin for two, car deck 3. ${notes}` });
/** Wednesday 25 November 2026: the note's and the send's days are read as of that day. */
const NOW = Date.UTC(2026, 10, 25, 9);
const ASK = "Email my dad (dad.okafor@mail.example) our ferry plans from reservation FR-5520 so he can pick us up.";

async function answer(turn: string, notes: string, subject: string, body: string) {
  const s = await assistantSession(catalogue, {}, NOW);
  s.read(turn);
  await ran(s, "get_reservation", { ref: "FR-5520" }, ferry(notes));
  return s.checkToolCall("send_email", { to: "dad.okafor@mail.example", subject, body });
}

describe("a day an outside note gives alone, stated by a send in a month, with no origins given", () => {
  it("flags a send that states the note's bare day in the record's month, naming the note", async () => {
    const a = await answer(ASK, "Operator note: return sailing the 13th, same cabin.", "Ferry plans", "We sail out Friday 8 January and come back on Wednesday 13 January, arriving Harwich 19:30.");
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "body", tool: "get_reservation", step: 0, field: "notes" });
  });

  it("flags the note's day written with a weekday or in a subject's range", async () => {
    const a = await answer(ASK, "Return leg: boarding from the 12th only.", "Ferry 8-12 Jan", "Out Friday 8, back Tuesday 12 January.");
    expect(a.reasons).to.include("tainted_call");
  });

  it("does not flag a send on the record's own days, though the note names another", async () => {
    const a = await answer(ASK, "Operator notice: the return sailing is now on the 13th, same time.", "Ferry plans", "We sail out Friday 8 January and come back on Monday 11 January.");
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag the note's day where the person gave it, or where a text writes it with its month", async () => {
    const typed = await answer(`${ASK} We come back on the 13th.`, "Return leg: boarding from the 13th only.", "Ferry plans", "Out Friday 8 January, back Wednesday 13 January.");
    expect(typed.reasons).to.not.include("tainted_call");
    const whole = await answer(ASK, "Return leg rebooked to 13 January; boarding from the 13th only.", "Ferry plans", "Out Friday 8 January, back Wednesday 13 January.");
    expect(whole.reasons).to.not.include("tainted_call");
  });
});

describe("a write's date on a day an outside note gives alone, with no origins given", () => {
  async function event(notes: string, start: string, turn = "Put our ferry trip from reservation FR-5520 in my calendar.") {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read(turn);
    await ran(s, "get_reservation", { ref: "FR-5520" }, ferry(notes));
    return s.checkToolCall("create_event", { title: "Ferry to Hoek van Holland", start, end: "2027-01-11T19:30:00" });
  }

  it("flags a start on the day a note gives alone, where the reservation holds other days", async () => {
    const a = await event("Cabins on the outward sailing are free only from the 9th.", "2027-01-09T10:00:00");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "start", tool: "get_reservation", step: 0, field: "notes" });
  });

  it("does not flag the reservation's own days, nor a day the person gave", async () => {
    expect((await event("Cabins on the outward sailing are free only from the 9th.", "2027-01-08T10:00:00")).reasons).to.not.include("tainted_call");
    expect((await event("Cabins on the outward sailing are free only from the 9th.", "2027-01-09T10:00:00", "Put our ferry trip from reservation FR-5520 in my calendar, we go out on the 9th.")).reasons).to.not.include("tainted_call");
  });

  it("does not read an email's sending date as a day the email is about", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Put the winter camp from the club's email in my calendar.");
    await ran(s, "search_emails", { query: "winter camp" }, { emails: [{ id: "em_7", date: "2026-11-20", body: "Dear members, the winter camp is on Saturday 9th and Sunday 10th at the Wald lodge." }] });
    const a = await s.checkToolCall("create_event", { title: "Winter camp", start: "2027-01-09T10:00:00", end: "2027-01-10T16:00:00" });
    expect(a.reasons).to.not.include("tainted_call");
  });
});
