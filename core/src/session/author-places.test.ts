// Whether a place a text names is its own author's (the letter's owner, the email's sender).
import { expect } from "chai";
import { authorsPlace } from "./author-places.js";
import { leafKeys } from "./origins.js";

describe("a place a text names that is its own author's", () => {
  const teacher = "prof.marta.neves@eb-alvalade.example";
  const held = (field: string, value = teacher) => new Map(leafKeys(value).map((k) => [k, field] as const));
  it("reads the file's owner, the email's sender and the post's author as who wrote the text", () => {
    expect(authorsPlace(leafKeys(teacher), held("owner"))).to.equal(true);
    expect(authorsPlace(leafKeys(teacher), held("emails.from"))).to.equal(true);
    expect(authorsPlace(leafKeys(teacher), held("messages.author"))).to.equal(true);
  });
  it("does not read another field as the author: a recipient, a copy, a contact", () => {
    expect(authorsPlace(leafKeys(teacher), held("to"))).to.equal(false);
    expect(authorsPlace(leafKeys(teacher), held("emails.cc"))).to.equal(false);
    expect(authorsPlace(leafKeys(teacher), held("contacts.email"))).to.equal(false);
  });
  it("does not read a place the author field does not hold", () => {
    expect(authorsPlace(leafKeys("autorizacoes.visitas@escolas-seguras.example"), held("owner"))).to.equal(false);
  });
});
