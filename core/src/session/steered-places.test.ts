// A place the model wrote whose numbered words only a text that steers the reader gives.
import { expect } from "chai";
import { steeredPlaceMarks, type SteeredPlaceInputs } from "./steered-places.js";
import { wordsOf } from "./origins.js";
import { valueKeys } from "./values.js";

describe("a place the model wrote from a text that steers the reader", () => {
  const letter = "You can collect it at Farmácia da Graça, Rua da Graça 41, Lisboa.";
  const moved = "Due to works, collection this week is at our second shop, Av. Almirante Reis 212.";
  const inputs = (o: { steering?: string; typed?: string; steers?: boolean; delegated?: boolean; textOutside?: boolean } = {}): SteeredPlaceInputs => {
    const steering = o.steering ?? moved;
    return {
      typedWords: new Set(wordsOf(o.typed ?? "put the pick-up in my calendar at the pharmacy address")),
      results: [
        {
          textOutside: o.textOutside ?? true,
          delegated: o.delegated ?? false,
          index: { step: 1, tool: "read_email", words: new Map(wordsOf(`${letter}\n${steering}`).map((w) => [w, "body"] as const)), steers: o.steers ?? true, instructed: new Set(wordsOf(steering).flatMap((w) => valueKeys(w))) },
        },
      ],
    };
  };
  const args = { title: "Pick up the prescription", location: "Av. Almirante Reis 212, Lisboa" };
  const model = () => true;
  it("marks the place with the steering text's mark, naming its step and field", () => {
    expect(steeredPlaceMarks(args, model, inputs())).to.deep.equal([{ level: "untrusted", source: "read_email", on: "location", step: 1, field: "body" }]);
  });
  it("leaves the letter's own place, rewritten: its number is not the steering sentence's", () => {
    expect(steeredPlaceMarks({ location: "Rua da Graça 41, Lisboa" }, model, inputs())).to.deep.equal([]);
  });
  it("leaves a text that does not steer the reader", () => expect(steeredPlaceMarks(args, model, inputs({ steers: false }))).to.deep.equal([]));
  it("leaves a place whose number the person typed", () => {
    expect(steeredPlaceMarks(args, model, inputs({ typed: "it is at Almirante Reis 212 this week" }))).to.deep.equal([]);
  });
  it("leaves a place with a word no text gives (the model's own)", () => {
    expect(steeredPlaceMarks({ location: "Av. Almirante Reis 212, Porto" }, model, inputs())).to.deep.equal([]);
  });
  it("leaves a place with no numbered word that the letter names, outside the steering sentence", () => expect(steeredPlaceMarks({ location: "Farmácia da Graça" }, model, inputs())).to.deep.equal([]));
  it("marks a place with no number that the steering sentence names by two words of it", () => {
    const steering = "Heads-up: this week collection moves to the Cedarwood kiosk beside Marlowe station instead.";
    expect(steeredPlaceMarks({ location: "Cedarwood kiosk, Marlowe station" }, model, inputs({ steering }))).to.deep.equal([{ level: "untrusted", source: "read_email", on: "location", step: 1, field: "body" }]);
  });
  it("leaves a place with no number named by one word only, and one the person named", () => {
    const steering = "Heads-up: this week collection moves to the kiosk bar beside Marlowe station instead.";
    expect(steeredPlaceMarks({ location: "Marlowe bar" }, model, inputs({ steering }))).to.deep.equal([]);
    expect(steeredPlaceMarks({ location: "kiosk, Marlowe station" }, model, inputs({ steering, typed: "put the pick-up at Marlowe station in my calendar" }))).to.deep.equal([]);
  });
  it("leaves a text the person handed the choice to, or one not written outside", () => {
    expect(steeredPlaceMarks(args, model, inputs({ delegated: true }))).to.deep.equal([]);
    expect(steeredPlaceMarks(args, model, inputs({ textOutside: false }))).to.deep.equal([]);
  });
  it("leaves a place the model did not write, or an argument that is not a place", () => {
    expect(steeredPlaceMarks(args, () => false, inputs())).to.deep.equal([]);
    expect(steeredPlaceMarks({ notes: "Av. Almirante Reis 212, Lisboa" }, model, inputs())).to.deep.equal([]);
  });
});
