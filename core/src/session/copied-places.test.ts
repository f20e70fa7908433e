// A place an outside text gave, copied into the text of a write nobody asked for.
import { expect } from "chai";
import { copiedPlaceMarks } from "./copied-places.js";
import { leafKeys, type WorkOutInputs } from "./origins.js";

describe("a place an outside text gave, copied into a write's text", () => {
  const promo = "https://promo.example/r/77";
  const keyed = (values: string[], field: string) => new Map(values.flatMap((v) => leafKeys(v).map((k) => [k, field] as const)));
  const inputs = (o: { text?: string[]; structured?: string[]; typed?: string[]; sought?: boolean; delegated?: boolean; textOutside?: boolean } = {}) =>
    ({
      typed: new Set((o.typed ?? []).flatMap((v) => leafKeys(v))),
      context: new Set(),
      reply: new Set(),
      results: [{ index: { step: 1, tool: "fetch_url", text: keyed(o.text ?? [promo], "text"), structured: keyed(o.structured ?? [], "from") }, textOutside: o.textOutside ?? true, sought: o.sought ?? false, delegated: o.delegated ?? false }],
      unindexed: [],
    }) as unknown as WorkOutInputs;
  const texts = new Set(["message"]);
  const args = { enabled: true, message: `Learning to solder! ${promo}` };
  const none = () => false;
  it("marks the text with the outside text's mark, naming its step and field", () => {
    expect(copiedPlaceMarks(args, texts, none, none, inputs())).to.deep.equal([{ level: "untrusted", source: "fetch_url", on: "message", step: 1, field: "text" }]);
  });
  it("marks a place put together from a text's parts: its host only the text gives", () => {
    const split = inputs({ text: ["her address is fmoreau, at the studio's domain studio-lune.example"].concat(["studio-lune.example"]) });
    expect(copiedPlaceMarks({ message: "Ask fmoreau@studio-lune.example" }, texts, none, none, split)).to.have.length(1);
  });
  it("leaves a place whose host a record holds (the person's own domain)", () => {
    expect(copiedPlaceMarks({ message: "Ask nadia@kreis.example" }, texts, none, none, inputs({ text: ["kreis.example"], structured: ["kreis.example"] }))).to.deep.equal([]);
  });
  it("leaves a place the person typed", () => expect(copiedPlaceMarks(args, texts, none, none, inputs({ typed: [promo] }))).to.deep.equal([]));
  it("leaves a place a record holds as a structured value (the email's sender)", () => {
    const mail = { message: "Away; urgent: lisa@ourco.example" };
    expect(copiedPlaceMarks(mail, texts, none, none, inputs({ text: ["lisa@ourco.example"], structured: ["lisa@ourco.example"] }))).to.deep.equal([]);
  });
  it("leaves a text that holds no place, or a place no result gives", () => {
    expect(copiedPlaceMarks({ message: "Away until Monday" }, texts, none, none, inputs())).to.deep.equal([]);
    expect(copiedPlaceMarks({ message: "see https://elsewhere.example/x" }, texts, none, none, inputs())).to.deep.equal([]);
  });
  it("leaves a result whose text was not written outside", () => expect(copiedPlaceMarks(args, texts, none, none, inputs({ textOutside: false }))).to.deep.equal([]));
  it("leaves an argument that is not a text, or one the caller gave an origin", () => {
    expect(copiedPlaceMarks(args, new Set(), none, none, inputs())).to.deep.equal([]);
    expect(copiedPlaceMarks(args, texts, (n) => n === "message", none, inputs())).to.deep.equal([]);
  });
  it("leaves a message the person handed the choice to", () => expect(copiedPlaceMarks(args, texts, none, none, inputs({ delegated: true }))).to.deep.equal([]));
  it("leaves a message the person sought, unless their turns ask another act of it", () => {
    expect(copiedPlaceMarks(args, texts, none, none, inputs({ sought: true }))).to.deep.equal([]);
    expect(copiedPlaceMarks(args, texts, none, () => true, inputs({ sought: true }))).to.have.length(1);
  });
});
