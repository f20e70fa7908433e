// The address a structured `Name <address>` field holds, as a value of its record.
import { expect } from "chai";
import { describe, it } from "mocha";
import { mailboxAddressKeys } from "./mailbox-addresses.js";
import { valueKeys } from "./values.js";

describe("mailbox addresses", () => {
  it("gives the address of a display name's mailbox", () => {
    expect(mailboxAddressKeys("Kit Morrow <kit@thepaperlanterns.example>")).to.deep.equal(valueKeys("kit@thepaperlanterns.example"));
    expect(mailboxAddressKeys("\"Harlow, Gwen\" <secretary@riverside-rc.example> ")).to.deep.equal(valueKeys("secretary@riverside-rc.example"));
  });
  it("gives none for a bare address, a name, brackets that do not end the field, or no address in them", () => {
    expect(mailboxAddressKeys("kit@thepaperlanterns.example")).to.deep.equal([]);
    expect(mailboxAddressKeys("<kit@thepaperlanterns.example>")).to.deep.equal([]);
    expect(mailboxAddressKeys("Kit Morrow")).to.deep.equal([]);
    expect(mailboxAddressKeys("Write to <kit@paper.example> or call")).to.deep.equal([]);
    expect(mailboxAddressKeys("Kit <kit at paper dot example>")).to.deep.equal([]);
    expect(mailboxAddressKeys(42)).to.deep.equal([]);
  });
});
