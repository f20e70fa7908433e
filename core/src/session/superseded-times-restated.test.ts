// A time a correction under the letter gave, restated in a write's own text.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import { expect } from "chai";
import { restatedTimeMarks, type RestatedTimeInputs } from "./superseded-times-restated.js";

describe("a time a correction gave, restated in a write's text", () => {
  const channel = (times: string[], textOutside = true) => ({ textOutside, index: { step: 1, tool: "read_channel", supersededTimes: new Set(times), instructedField: "messages.0.text" } });
  const inputs = (results: RestatedTimeInputs["results"], theirs: string[] = [], spoke: string[] = []): RestatedTimeInputs => ({ results, given: new Map([["time", new Set(theirs)]]), spoke: new Set(spoke as TurnWordSet[]) });
  const none = () => false;
  const MARK = { level: "untrusted", source: "read_channel", on: "topic", step: 1, field: "messages.0.text" };
  const TOPIC = { channel: "#kiln", topic: "Next glaze firing Mon 30 Nov (cone 6) - load shelves by Sat 28 Nov 12:00" };

  it("marks a text that states the correction's time", () => expect(restatedTimeMarks(TOPIC, none, inputs([channel(["time:12:00"])]))).to.deep.equal([MARK]));
  it("leaves a text that states the letter's time", () => {
    expect(restatedTimeMarks({ topic: "load shelves by Sun 29 Nov 18:00" }, none, inputs([channel(["time:12:00"])]))).to.deep.equal([]);
  });
  it("leaves a time the person gave, a change they spoke of, and a result with no correction", () => {
    expect(restatedTimeMarks(TOPIC, none, inputs([channel(["time:12:00"])], ["time:12:00"]))).to.deep.equal([]);
    expect(restatedTimeMarks(TOPIC, none, inputs([channel(["time:12:00"])], [], ["time_change"]))).to.deep.equal([]);
    expect(restatedTimeMarks(TOPIC, none, inputs([channel([])]))).to.deep.equal([]);
    expect(restatedTimeMarks(TOPIC, none, inputs([channel(["time:12:00"], false)]))).to.deep.equal([]);
  });
  it("leaves a date and time alone (superseded-times.ts reads it) and an argument the caller gave an origin", () => {
    expect(restatedTimeMarks({ at: "2026-11-28T12:00:00" }, none, inputs([channel(["time:12:00"])]))).to.deep.equal([]);
    expect(restatedTimeMarks(TOPIC, (n) => n === "topic", inputs([channel(["time:12:00"])]))).to.deep.equal([]);
  });
});
