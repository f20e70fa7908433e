// An act named by the kind of thing it makes, in the word its description puts before the thing.
import { expect } from "chai";
import { actNamedByObject } from "./acts-named-by-object.js";

describe("an act named by the word its description puts before the thing it makes", () => {
  // A stand-in for the act reader: `create` and `add` name no act, `delete` does; nouns are their own terms.
  const ACTS: Record<string, string[]> = { create: [], add: [], delete: ["delet"], the: [], its: [], and: [] };
  const terms = (w: string): readonly string[] => ACTS[w.toLowerCase()] ?? [w.toLowerCase().replace(/s$/, "")];
  const inputs = (typed: string[], nameWords = ["create", "event"], describedWords = ["Create", "calendar", "event", "and", "invite", "its", "attendees"]) => ({ nameWords, describedWords, terms, typedStems: new Set(typed) });

  it("names `create_event` where the turns say the calendar its description puts before the event", () => expect(actNamedByObject(inputs(["put", "calendar"]))).to.equal(true));
  it("leaves it where the turns say no word the description joins to the event", () => expect(actNamedByObject(inputs(["put", "invit"]))).to.equal(false));
  it("leaves it where the turns say the event itself (read as the act elsewhere)", () => expect(actNamedByObject(inputs(["calendar", "event"]))).to.equal(false));
  it("leaves a name whose first word is an act", () => expect(actNamedByObject(inputs(["calendar"], ["delete", "event"], ["Delete", "calendar", "event"]))).to.equal(false));
  it("leaves a description that puts no word before the object", () => expect(actNamedByObject(inputs(["calendar"], ["create", "event"], ["Create", "event", "on", "the", "calendar"]))).to.equal(false));
  it("leaves a name with no object", () => expect(actNamedByObject(inputs(["calendar"], ["create"]))).to.equal(false));
});
