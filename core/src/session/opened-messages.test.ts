// A read that opens, by its id, the one message a read the person sought found.
import { expect } from "chai";
import { describe, it } from "mocha";
import { opensSoughtMessage, type SoughtResult } from "./opened-messages.js";
import { valueKeys } from "./values.js";

/** A sought read's result as its index keeps it: its structured values, each with its field. */
function found(oneMessage: boolean, fields: Record<string, string>): SoughtResult {
  const structured = new Map<string, string>();
  for (const [field, value] of Object.entries(fields)) for (const k of valueKeys(value)) structured.set(k, field);
  return { oneMessage, structured };
}

describe("reads that open the one message a sought read found", () => {
  const search = found(true, { "emails.id": "em_fn_9012", "emails.from": "atendimento@funeraria-paz.example", "emails.thread": "th_77" });
  for (const { note, args, sought, want } of [
    { note: "the message's id, in an id argument", args: { email_id: "em_fn_9012" }, sought: [search], want: true },
    { note: "another message's id", args: { email_id: "em_fn_1111" }, sought: [search], want: false },
    { note: "the id of one of several messages found", args: { email_id: "em_fn_9012" }, sought: [found(false, { "emails.id": "em_fn_9012" })], want: false },
    { note: "a value of the message in an argument that names no id", args: { query: "em_fn_9012" }, sought: [search], want: false },
    { note: "a value of a field that is no id", args: { thread_id: "atendimento@funeraria-paz.example" }, sought: [search], want: false },
    { note: "an id with no sought read", args: { email_id: "em_fn_9012" }, sought: [], want: false },
  ]) {
    it(`${want ? "opens" : "does not open"} it by ${note}`, () => expect(opensSoughtMessage(args, sought)).to.equal(want));
  }
});
