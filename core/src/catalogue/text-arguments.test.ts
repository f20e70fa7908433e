// Which arguments hold a text the tool writes, by the argument schema.
import { expect } from "chai";
import { textArgumentsOf } from "./text-arguments.js";

describe("the text arguments of a tool", () => {
  const props = {
    message: { type: "string" },
    gift_message: { type: "string" },
    description: { type: "string" },
    until: { type: "string", format: "date" },
    order_id: { type: "string" },
    enabled: { type: "boolean" },
    topic: { type: "string", enum: ["a", "b"] },
    body: { type: "string", format: "uri" },
  };
  it("takes a declared string named for a text, its name's last word included", () => {
    expect([...textArgumentsOf(props, true, new Set())]).to.deep.equal(["message", "gift_message", "description"]);
  });
  it("leaves an argument that names a place, whatever its name", () => {
    expect([...textArgumentsOf(props, true, new Set(["message"]))]).to.deep.equal(["gift_message", "description"]);
  });
  it("leaves a text with a format, a set of values or no string type", () => {
    expect(textArgumentsOf({ text: { type: "string", pattern: "^A" } }, true, new Set()).size).to.equal(0);
    expect(textArgumentsOf({ text: { type: ["string", "object"] } }, true, new Set()).size).to.equal(0);
  });
  it("finds none in an open schema: an undeclared argument may be anything", () => {
    expect(textArgumentsOf(props, false, new Set()).size).to.equal(0);
  });
});
