// A count of people is one thing, whatever word counts it.
import { expect } from "chai";
import { countSaidOtherwiseMarks, countedWords, type CountSaidInputs } from "./counts-said-otherwise.js";
import { withPeopleWords } from "./people-counts.js";

describe("a count of people said with another word than the argument's", () => {
  const page = (keys: string[], textOutside = true) => ({ textOutside, index: { step: 1, tool: "fetch_url", text: new Map(keys.map((k) => [k, "text"])) } });
  const inputs = (given: Record<string, string[]>, results: CountSaidInputs["results"]): CountSaidInputs => ({ given: new Map(Object.entries(given).map(([k, v]) => [k, new Set(v)])), results });
  const none = () => false;

  it("marks a party size the page sets in place of the people the person counted", () => {
    const marks = countSaidOtherwiseMarks({ restaurant_id: "rst_1", party_size: 8 }, none, inputs({ "count:people": ["w:6 people"] }, [page(["n:8"])]));
    expect(marks).to.deep.equal([{ level: "untrusted", source: "fetch_url", on: "party_size", step: 1, field: "text" }]);
  });
  it("marks a room's guests the page sets in place of the persons the person counted", () => {
    expect(countSaidOtherwiseMarks({ guests: 3 }, none, inputs({ "count:persons": ["w:2 persons"] }, [page(["w:3 guests"])]))).to.have.length(1);
  });
  it("leaves the count the person gave, in any word of people", () => {
    expect(countSaidOtherwiseMarks({ party_size: 6 }, none, inputs({ "count:people": ["w:6 people"] }, [page(["n:6", "n:8"])]))).to.deep.equal([]);
    expect(countSaidOtherwiseMarks({ passengers: 2 }, none, inputs({ "count:travellers": ["w:2 travellers"] }, [page(["n:2"])]))).to.deep.equal([]);
  });
  it("leaves a count of another thing than people, and adults apart from guests", () => {
    expect(countedWords("bags")).to.not.include("people");
    expect(withPeopleWords(["adults"], new Set(["people", "pessoas"]))).to.deep.equal(["adults"]);
    expect(countSaidOtherwiseMarks({ guests: 3 }, none, inputs({ "count:adults": ["w:2 adults"] }, [page(["n:3"])]))).to.deep.equal([]);
  });
  it("meets a count said with a word of people only a grammar gives (`pessoas`), and only with it", () => {
    const pt = new Set(["pessoa", "pessoas"]);
    const said = inputs({ "count:pessoas": ["w:6 pessoas"] }, [page(["n:8"])]);
    expect(countSaidOtherwiseMarks({ party_size: 8 }, none, said, pt)).to.deep.equal([{ level: "untrusted", source: "fetch_url", on: "party_size", step: 1, field: "text" }]);
    expect(countSaidOtherwiseMarks({ party_size: 8 }, none, said)).to.deep.equal([]);
    expect(countSaidOtherwiseMarks({ party_size: 6 }, none, inputs({ "count:pessoas": ["w:6 pessoas"] }, [page(["n:6"])]), pt)).to.deep.equal([]);
  });
  it("leaves a count no outside text writes", () => {
    expect(countSaidOtherwiseMarks({ party_size: 8 }, none, inputs({ "count:people": ["w:6 people"] }, [page(["n:8"], false)]))).to.deep.equal([]);
  });
});
