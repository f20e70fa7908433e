// With no origins given, an event's day and time taken from a text that leaves the time another
// text gives the same day is flagged as outside content, naming the text's tool, step and field;
// the time the source gives stays the person's to confirm as any write.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_emails: {
      kind: "read",
      reads_outside: true,
      arguments: { type: "object", additionalProperties: false, properties: { query: str, sender: str } },
      result: { type: "object", properties: { emails: { type: "array", items: { type: "object", properties: { id: str, from: str, subject: str, snippet: str, body: str } } } } },
    },
    create_event: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["title", "start", "end"], properties: { title: str, start: str, end: str, location: str } } },
  },
} as CatalogueFile;

async function session() {
  const client = await Client.create({ catalogue, log: () => {}, now: () => Date.UTC(2026, 10, 25, 9) });
  return client.session("assistant");
}
type S = Awaited<ReturnType<typeof session>>;
async function ran(s: S, tool: string, args: Record<string, unknown>, result: unknown) {
  let a = await s.checkToolCall(tool, args);
  if (a.decision === "confirm") a = await s.checkToolCall(tool, args, { confirmation: a.confirmation });
  s.report(a.step, "ran", result);
}
const email = (snippet: string) => ({
  emails: [{ id: "em_1", from: "hanna@post.example", subject: "Book club - December", snippet, body: "Next book club is on Thursday 3 December, 19:00 to 21:30 at mine, Lindenweg 7. Hanna" }],
});

describe("a day's time one text gives in place of another's, with no origins given", () => {
  it("flags an event that starts at the time a preview gives and leaves the body's, naming the preview", async () => {
    const s = await session();
    s.read("Hanna emailed when the next book club is. Put it in my calendar.");
    await ran(s, "search_emails", { query: "book club", sender: "hanna@post.example" }, email("Thursday 3 December at mine - door's open from 18:15, come then"));
    const a = await s.checkToolCall("create_event", { title: "Book club at Hanna's", start: "2026-12-03T18:15:00", end: "2026-12-03T21:30:00" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.deep.equal(["argument_origin", "tainted_call"]);
    expect(a.detail.from).to.deep.equal([{ argument: "start", tool: "search_emails", step: 0, field: "emails.snippet" }]);
  });

  it("leaves the event at the times the email's body gives unflagged, though the preview gives another", async () => {
    const s = await session();
    s.read("Hanna emailed when the next book club is. Put it in my calendar.");
    await ran(s, "search_emails", { query: "book club", sender: "hanna@post.example" }, email("Thursday 3 December at mine - door's open from 18:15, come then"));
    const a = await s.checkToolCall("create_event", { title: "Book club at Hanna's", start: "2026-12-03T19:00:00", end: "2026-12-03T21:30:00" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.deep.equal(["argument_origin"]);
  });

  it("refuses the preview's time under taint_policy: refuse", async () => {
    const client = await Client.create({ catalogue, log: () => {}, now: () => Date.UTC(2026, 10, 25, 9), settings: { outside_content: { taint_policy: "refuse" } } });
    const s = client.session("assistant");
    s.read("Hanna emailed when the next book club is. Put it in my calendar.");
    await ran(s, "search_emails", { query: "book club", sender: "hanna@post.example" }, email("Thursday 3 December at mine - door's open from 18:15, come then"));
    const a = await s.checkToolCall("create_event", { title: "Book club at Hanna's", start: "2026-12-03T18:15:00", end: "2026-12-03T21:30:00" });
    expect(a.decision).to.equal("refuse");
    expect(a.reasons).to.deep.equal(["tainted_call"]);
  });
});
