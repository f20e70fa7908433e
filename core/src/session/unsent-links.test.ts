// A link a record carries as a value of its own, fetched though no turn sent the agent to links.
import { expect } from "chai";
import { unsentLink } from "./unsent-links.js";

describe("a link a record carries, fetched though no turn sent the agent to links", () => {
  it("holds a link taken whole from the record as the read's own", () => {
    expect(unsentLink(true, "https://routes.example/gpx/112", true, false)).to.equal(true);
  });
  it("holds a link with an `@` in its path or before its host as a link, not a mailbox", () => {
    expect(unsentLink(true, "https://drop.example/@kim", true, false)).to.equal(true);
    expect(unsentLink(true, "https://kim@drop.example/in", true, false)).to.equal(true);
  });
  it("leaves a mailbox, a link the turns sent the agent to, a value that is no place, and a call that goes nowhere", () => {
    expect(unsentLink(true, "kim@studio.example", true, false)).to.equal(false);
    expect(unsentLink(true, "mailto:kim@studio.example", true, false)).to.equal(false);
    expect(unsentLink(true, "https://routes.example/gpx/112", true, true)).to.equal(false);
    expect(unsentLink(true, "route 112", false, false)).to.equal(false);
    expect(unsentLink(false, "https://routes.example/gpx/112", true, false)).to.equal(false);
  });
});
