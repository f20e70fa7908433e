// The cues a Portuguese turn holds: where the person sends the agent to the links some content holds.
import { expect } from "chai";
import { turnCues } from "./cues.js";

describe("pt turn cues", () => {
  it("reads a link, a web page or the articles a link leads to as sending the agent to links, and a numbered article as not", () => {
    const cases: Array<[string, string[]]> = [
      ["abre o link que ela mandou", ["links"]],
      ["lê a página web da Rita", ["links"]],
      ["resume os dois artigos que o Bruno partilhou no #geral", ["links"]],
      ["lê o artigo que a Inês publicou ontem", ["links"]],
      ["vê o artigo 12.º do contrato", []],
      ["lê a página 2 do contrato", []],
      ["responde ao Bruno que quinta dá", []],
    ];
    for (const [text, want] of cases) expect(turnCues(text), text).to.deep.equal(want);
  });
});
