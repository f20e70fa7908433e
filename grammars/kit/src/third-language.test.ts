// Stretches in a third language: quotes set aside, asides found, stretches blanked in place, and
// what is kept of a stretch left unread.
import { expect } from "chai";
import { asides, blankStretches, innerClauses, openingClause, outsideQuotes, stretchesOf, unreadPart } from "./third-language.js";
import { splitClauses, thirdLanguageAllows, thirdLanguageOf } from "./mixed.js";

describe("third-language stretches", () => {
  it("blanks what a turn quotes, in place, with straight, curly and angled marks, and leaves a quote never closed", () => {
    expect(outsideQuotes('say "hola amigo" now')).to.equal('say "          " now');
    expect(outsideQuotes("say “hola” and «ciao»")).to.equal("say “    ” and «    »");
    expect(outsideQuotes('say "hola amigo')).to.equal('say "hola amigo');
  });

  it("finds the asides in round brackets, brackets left out", () => {
    const text = "refund 25 (el cliente está enfadado) and (x) email him";
    expect(asides(text).map((s) => text.slice(s.start, s.end))).to.deep.equal(["el cliente está enfadado", "x"]);
    expect(asides("no aside ) here (open")).to.deep.equal([]);
  });

  it("places a text's clauses where they lie and blanks stretches keeping every other character's place", () => {
    const text = "Hola Marta, ¿qué tal? Refund 40 on 5521.";
    const spans = stretchesOf(splitClauses(text));
    expect(spans.map((s) => text.slice(s.start, s.end))).to.deep.equal(["Hola Marta, ¿qué tal? ", "Refund 40 on 5521."]);
    const blanked = blankStretches(text, [spans[0]!]);
    expect([blanked.length, blanked.trimStart()]).to.deep.equal([text.length, "Refund 40 on 5521."]);
  });

  it("cuts a sentence at its commas, colons and spaced dashes, leaving out each clause that holds a digit", () => {
    const text = "Cancela o pedido 3390, el cliente se arrepintió de la compra: ya no lo quiere — e avisa no #vendas.";
    const clauses = innerClauses(text, { start: 0, end: text.length }).map((s) => text.slice(s.start, s.end));
    expect(clauses).to.deep.equal([" el cliente se arrepintió de la compra", " ya no lo quiere ", " e avisa no #vendas."]);
    const next = "Já está. Reembolsa 45, o mejor dicho 40, que ya pagó el envío-express.";
    expect(innerClauses(next, { start: 9, end: next.length }).map((s) => next.slice(s.start, s.end))).to.deep.equal([" que ya pagó el envío-express."]);
  });

  it("finds a sentence's first clause, digits and all, up to its first comma, colon or spaced dash", () => {
    const text = "Guarda uma nota no pedido 4471: el cliente pide que le llamen, no antes.";
    const first = openingClause(text, { start: 0, end: text.length });
    expect(first && text.slice(first.start, first.end)).to.equal("Guarda uma nota no pedido 4471");
    const dashed = "Estorna 80 na 1945 — bueno, 70";
    const cut = openingClause(dashed, { start: 0, end: dashed.length });
    expect(cut && dashed.slice(cut.start, cut.end)).to.equal("Estorna 80 na 1945 ");
    expect(openingClause("Refund 40 on 5521 and email the customer.", { start: 0, end: 41 })).to.equal(undefined);
    expect(openingClause(", then refund 40", { start: 0, end: 16 })).to.equal(undefined);
  });

  it("finds no clause in a sentence without a joint inside", () => {
    expect(innerClauses("Refund 40 on 5521 and email the customer.", { start: 0, end: 41 })).to.deep.equal([]);
  });

  it("keeps of an unread stretch its language, its text and the addresses it holds, and nothing else", () => {
    const text = "Thanks. Mándale el recibo 4410 a lucia@correo.es o al +34 600 123 456.";
    const part = unreadPart(text, { start: 8, end: text.length }, "es");
    expect([part.language, part.text]).to.deep.equal(["es", "Mándale el recibo 4410 a lucia@correo.es o al +34 600 123 456."]);
    expect(part.values.map((v) => [v.kind, v.value])).to.deep.equal([["email", "lucia@correo.es"], ["phone", "34600123456"]]);
  });

  it("names a third language only when the identifier is as sure as the bar asks, and never an installed one", () => {
    expect(thirdLanguageOf("Danke schön für die schnelle Hilfe, bis morgen!", ["en", "pt"], "clear")).to.equal("de");
    expect(thirdLanguageOf("Danke schön für die schnelle Hilfe, bis morgen!", ["en", "pt", "de"], "some")).to.equal(undefined);
    expect(thirdLanguageOf("Muchas gracias y buen fin de semana.", ["en", "pt"], "clear")).to.equal(undefined);
    expect(thirdLanguageOf("Muchas gracias y buen fin de semana.", ["en", "pt"], "some")).to.equal("es");
    expect(thirdLanguageOf("Hola amigo", ["en", "pt"], "some")).to.equal(undefined);
  });

  it("names no third language for an English sentence whose names and places are Polish or Norwegian, and still names a German or Polish sentence's", () => {
    expect(thirdLanguageOf("Can you email Łukasz Kowalczyk about the Kraków delivery for order 7102", ["en", "pt"], "clear")).to.equal(undefined);
    expect(thirdLanguageOf("message Øyvind that the Tromsø shipment is delayed till Friday", ["en", "pt"], "clear")).to.equal(undefined);
    expect(thirdLanguageOf("Kannst du bitte im Kanal posten, dass die Bestellung heute rausgeht?", ["en", "pt"], "clear")).to.equal("de");
    expect(thirdLanguageOf("Proszę wysłać fakturę do pana Nowaka jeszcze dzisiaj", ["en", "pt"], "clear")).to.equal("pl");
  });

  it("names no third language where only the names made one sure, and without them the identifier is sure of none", () => {
    // Named Turkish at 1.00 for `Adeyemi`; without the names, Finnish at 0.1: a guess, and another language.
    expect(thirdLanguageOf("Ms Adeyemi has two crossings, FR-20 on Thursday and FR-21 on Friday", ["en", "pt"], "clear")).to.equal(undefined);
    expect(thirdLanguageOf("Ms Adeyemi has two crossings, FR-20 on Thursday for 88 and FR-21 on Friday for 96", ["en", "pt"], "some")).to.equal(undefined);
  });

  it("names Spanish by its small words and endings where the identifier is unsure, never a Portuguese or English sentence, nor Spanish a grammar reads", () => {
    // The identifier is below its bar on each Spanish sentence (French at 0.04 for the second).
    for (const text of ["envíale un mensaje a la tienda con el pedido", "Mándale la factura al cliente antes del lunes", "paga la factura del mes y mándale el recibo", "Pásale el recibo al contador del cliente"]) {
      expect(thirdLanguageOf(text, ["en", "pt"], "clear"), text).to.equal("es");
      expect(thirdLanguageOf(text, ["en", "pt"], "clear", ["es"]), text).to.equal(undefined);
    }
    expect(thirdLanguageOf("manda o recibo pro contador do cliente", ["en", "pt"], "clear")).to.equal(undefined);
    expect(thirdLanguageOf("Manda o recibo para a Inês, ela precisa dele antes de sexta", ["en", "pt"], "clear")).to.equal(undefined);
    // A word of an installed language makes the sentence its own, with a Spanish stretch at most.
    expect(thirdLanguageOf("refund 30 on 5151 y mándale un correo al cliente", ["en", "pt"], "clear")).to.equal(undefined);
    expect(thirdLanguageOf("Mándale la factura al cliente antes del lunes", ["en", "pt", "es"], "clear")).to.equal(undefined);
  });

  it("weighs a turn's language on the words outside its quotes, where enough are left", () => {
    expect(thirdLanguageAllows('Email ana@shop.io and say exactly "Muchas gracias por su paciencia, ya está todo resuelto".', ["en", "pt"])).to.equal(true);
    expect(thirdLanguageAllows('"Por favor, envía el recibo a Ana mañana"', ["en", "pt"])).to.equal(false);
  });

  it("weighs a compound joined by hyphens as one word: its halves apart are no words of its language", () => {
    // `op ed` apart is taken for Dutch; `op-ed` whole leaves the sentence English.
    expect(thirdLanguageAllows("the op-ed goes to print at noon, tell the layout team", ["en", "pt"])).to.equal(true);
    expect(thirdLanguageAllows("Schick die Rechnung an Frau Müller, danke schön", ["en", "pt"])).to.equal(false);
  });
});
