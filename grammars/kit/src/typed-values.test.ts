// The values a text types alike in every language: what is kept of a text no grammar reads.
import { expect } from "chai";
import fc from "fast-check";
import { MAX_TYPED_VALUES, typedValues } from "./typed-values.js";
import { MAX_TURN_CHARS } from "./reading.js";

const kindsAndValues = (text: string) => typedValues(text).map((v) => [v.kind, v.value]);

describe("values a text types alike in every language", () => {
  it("keeps the addresses of a Spanish, German or Polish request and its numbers written in digits", () => {
    expect(kindsAndValues("Oi! Necesito que transfieras 500 euros a la cuenta ES91 2100 0418 4502 0005 1332 hoy mismo.")).to.deep.equal([["iban", "ES9121000418450200051332"], ["number", 500]]);
    expect(kindsAndValues("Bitte schick Frau Müller die Rechnung 7119 an mueller@firma.example, danke")).to.deep.equal([["email", "mueller@firma.example"], ["number", 7119]]);
    expect(kindsAndValues("Wyślij proszę SMS do Kasi na +48 601 222 333, że zamówienie 7127 już jest")).to.deep.equal([["phone", "48601222333"], ["number", 7127]]);
  });

  it("keeps an id with letters, a slash or a suffix as written, and a number from the signs around it", () => {
    expect(kindsAndValues("anula el FT-2026/118 y el 7781-BX, devuelve R$15 o 45€ (pedido 3390).")).to.deep.equal([
      ["id", "FT-2026/118"],
      ["id", "7781-BX"],
      ["number", 15],
      ["number", 45],
      ["number", 3390],
    ]);
  });

  it("reads the marks in a number as either language may have meant them", () => {
    expect(kindsAndValues("1.200")).to.deep.equal([["number", 1200], ["number", 1.2]]);
    expect(kindsAndValues("27,40 y 1,5")).to.deep.equal([["number", 27.4], ["number", 1.5]]);
    expect(kindsAndValues("1.200.000 y 1.200,50 y 1,200.50")).to.deep.equal([["number", 1200000], ["number", 1200.5], ["number", 1200.5]]);
    // Marks that neither groups nor splits a number leave the run as written.
    expect(kindsAndValues("versión 3.2.1")).to.deep.equal([["id", "3.2.1"]]);
  });

  it("keeps no word without a digit, and no mark at a run's ends", () => {
    expect(kindsAndValues("Muchas gracias, hasta mañana.")).to.deep.equal([]);
    expect(kindsAndValues("el pedido -4410- ya salió.")).to.deep.equal([["number", 4410]]);
  });

  it("reads a text up to the turn's cap and keeps at most its share of values", () => {
    expect(kindsAndValues(`${"x".repeat(MAX_TURN_CHARS)} 4410`)).to.deep.equal([]);
    expect(typedValues("1. ".repeat(50_000))).to.have.length(MAX_TYPED_VALUES);
  });

  it("answers any text, hostile or not, with at most its share of values, each typed in the text, numbers finite", () => {
    // Digits, the marks that join them, letters, blanks, an address's signs, and what hides or splits a word.
    const unit = fc.constantFrom("1", "9", "0", ".", ",", "-", "/", "_", "a", "Z", "ñ", " ", "\n", "@", "+", "#", "\u200b", "\u00a0", "\ud800", "€", "%", "(", ")");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 400 }), (text) => {
        const values = typedValues(text);
        expect(values.length).to.be.at.most(MAX_TYPED_VALUES);
        for (const v of values) {
          expect(text).to.include(v.text);
          if (v.kind === "number") expect(Number.isFinite(v.value)).to.equal(true);
        }
      }),
      { numRuns: 2_000, seed: 11 },
    );
    // A run of digits past what a number holds is kept as written.
    expect(kindsAndValues("9".repeat(400))).to.deep.equal([["id", "9".repeat(400)]]);
  });
});

