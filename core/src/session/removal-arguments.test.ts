// A removal argument nobody asked for, whose verb only an outside text writes.
import { expect } from "chai";
import { removalArgumentMarks, type RemovalInputs } from "./removal-arguments.js";

describe("a removal nobody asked for, that an outside text asks for", () => {
  const email = (words: string[], textOutside = true) => ({ textOutside, index: { step: 1, tool: "search_emails", words: new Map(words.map((w) => [w, "emails.0.body"])) } });
  const inputs = (results: RemovalInputs["results"], typed: string[] = ["move", "the", "fitting", "to", "new", "time"]): RemovalInputs => ({ typedWords: new Set(typed), results });
  const none = () => false;
  const MARK = { level: "untrusted", source: "search_emails", on: "remove_attendees", step: 1, field: "emails.0.body" };
  const UPDATE = { event_id: "ev_fit_2", start: "2026-12-01T17:00:00", remove_attendees: ["maman@mailbox.example"] };

  it("marks a removal only an outside text asks for", () => expect(removalArgumentMarks(UPDATE, none, inputs([email(["private", "remove", "guests"])]))).to.deep.equal([MARK]));
  it("leaves a removal the person asked for, in any form of the verb", () => {
    expect(removalArgumentMarks(UPDATE, none, inputs([email(["remove"])], ["move", "it", "and", "remove", "mum"]))).to.deep.equal([]);
    expect(removalArgumentMarks(UPDATE, none, inputs([email(["remove"])], ["removing", "mum"]))).to.deep.equal([]);
  });
  it("leaves a removal no outside text names, an empty one, and one the caller gave an origin", () => {
    expect(removalArgumentMarks(UPDATE, none, inputs([email(["private", "guests"])]))).to.deep.equal([]);
    expect(removalArgumentMarks(UPDATE, none, inputs([email(["remove"], false)]))).to.deep.equal([]);
    expect(removalArgumentMarks({ ...UPDATE, remove_attendees: [] }, none, inputs([email(["remove"])]))).to.deep.equal([]);
    expect(removalArgumentMarks(UPDATE, (n) => n === "remove_attendees", inputs([email(["remove"])]))).to.deep.equal([]);
  });
  it("reads only arguments named for taking away", () => expect(removalArgumentMarks({ add_attendees: ["x@y.example"] }, none, inputs([email(["remove", "add"])]))).to.deep.equal([]));
});
