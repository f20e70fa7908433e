import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function pointed(text: string) {
  return readTurn(text, { now }).sendsToPointed;
}

function superseded(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => v.text);
}

describe("the Portuguese grammar's sends to a person pointed back at", () => {
  it("reads a send asked of the agent with the pronoun after a hyphen, and the kind its words say", () => {
    expect(pointed("manda-lhe um sms com isso")).to.deep.equal({ by: "phone" });
    expect(pointed("encaminha-lhe a lista dos cinturões amarelos, obrigado")).to.deep.equal({});
    expect(pointed("envie-lhes o horário por email")).to.deep.equal({ by: "email" });
  });
  it("reads none where the person sends, the send is negated, the turn names a place, or the pronoun is not the verb's", () => {
    expect(pointed("eu mando-lhe um sms depois, anota só")).to.equal(undefined);
    expect(pointed("não lhe mandes nada ainda")).to.equal(undefined);
    expect(pointed("manda-lhe um sms para o 915 777 203")).to.equal(undefined);
    expect(pointed("manda pra ela o contrato")).to.equal(undefined);
  });
  it("takes back a place for one of another kind, not one set beside it", () => {
    expect(superseded("manda mensagem para o 916 223 445 vírgula não, manda mas é email para o rui@ginasio.example")).to.deep.equal(["916 223 445"]);
    expect(superseded("manda sms para o 916 223 445 e email para o rui@ginasio.example")).to.deep.equal([]);
  });
});
