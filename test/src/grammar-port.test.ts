// A grammar handed to the client must implement the whole port: one written in plain JavaScript
// that lacks a method is refused when the client is made, never met later as a reading that adds
// nothing (a missing `actWords` would leave every instruction naming no act: the call mark off).

import { expect } from "chai";
import { Client, ToolgateError, keyPairFromSeed, type CatalogueFile } from "@toolgate/core";
import { grammar as en } from "@toolgate/grammar-en";

const catalogue: CatalogueFile = {
  tools: {
    get_order: { description: "Read an order.", kind: "read", arguments: { type: "object", additionalProperties: false, properties: { order_id: { type: "string" } }, required: ["order_id"] } },
  },
};

async function create(grammar: unknown): Promise<unknown> {
  try {
    return await Client.create({ catalogue, keys: keyPairFromSeed(new Uint8Array(32).fill(3)), grammar: [grammar as typeof en], log: () => {} });
  } catch (e) {
    return e;
  }
}

describe("the grammar port, checked when the client is made", function () {
  for (const method of ["detect", "readTurn", "classifyTool", "word", "actWords", "actTerm", "turnWords", "turnLeads", "turnCues"] as const) {
    it(`refuses a grammar without \`${method}\``, async function () {
      const partial: Record<string, unknown> = { ...en };
      delete partial[method];
      const made = await create(partial);
      expect(made).to.be.instanceOf(ToolgateError);
      expect((made as ToolgateError).code).to.equal("grammar_unavailable");
      expect((made as ToolgateError).message).to.contain(method);
    });
  }

  it("refuses a grammar whose turn words are not a list of words, or that fails to give them", async function () {
    for (const [what, turnWords] of [
      ["no list", () => "monthly"],
      ["a list of other things", () => [7]],
      ["a failure", () => {
        throw new Error("broken");
      }],
    ] as const) {
      const made = await create({ ...en, turnWords });
      expect(made, what).to.be.instanceOf(ToolgateError);
      expect((made as ToolgateError).code).to.equal("grammar_unavailable");
      expect((made as ToolgateError).message).to.contain("`repeat` words");
    }
  });

  it("refuses a value that names no language", async function () {
    for (const bad of [null, 7, "en-object", { ...en, language: "" }, { ...en, language: 5 }]) {
      const made = await create(bad);
      expect(made, JSON.stringify(bad)).to.be.instanceOf(ToolgateError);
      expect((made as ToolgateError).code).to.equal("grammar_unavailable");
    }
  });

  it("takes a whole grammar given as a plain object, and reads with it", async function () {
    const made = await create({ ...en });
    expect(made).to.be.instanceOf(Client);
    const session = (made as Client).session("support");
    session.read("please look up order 4411");
    const told = await session.checkToolCall("get_order", { order_id: "4411" });
    expect([told.decision, told.reasons]).to.deep.equal(["allow", ["allow"]]);
  });
});
