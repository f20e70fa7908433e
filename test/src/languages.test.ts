// Which grammar reads a turn: the one that recognises it, the one clearly ahead for a short
// command, the conversation's for a reply too short to tell; never another language's.
import { expect } from "chai";
import { Client } from "@toolgate/core";
import { catalogue } from "./fixtures.js";

describe("reading turns in a language", () => {
  it("reads an English turn in English and a Portuguese one in Portuguese, in one process", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const en = client.session("billing").read("please refund order 4411, 40.00 dollars");
    const pt = client.session("billing").read("por favor reembolse o pedido 4411, R$ 40,00");
    expect([en.read, en.language, pt.read, pt.language]).to.deep.equal([true, "en", true, "pt"]);
    expect(en.values.map((v) => v.value)).to.include.members(["4411", 40]);
    expect(pt.values.map((v) => v.value)).to.include.members(["4411", 40]);
  });
  it("reports a Portuguese turn as not read when only English is installed, never reading it as English", async () => {
    const client = await Client.create({ catalogue, grammar: "en", log: () => {} });
    const r = client.session("billing").read("por favor envie o recibo para a ana");
    expect([r.read, r.sending.length, r.values.length]).to.deep.equal([false, 0, 0]);
    expect(r.note).to.be.a("string");
  });
  it("reads a short command in the one language clearly ahead", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("billing").read("charge customer C7");
    expect([r.read, r.language]).to.deep.equal([true, "en"]);
  });
  it("reads a reply too short to tell in the conversation's language", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const s = client.session("billing");
    s.read("cobre o cliente C7");
    const r = s.reply("40");
    expect([r.read, r.language, r.values.map((v) => v.value)]).to.deep.equal([true, "pt", [40]]);
  });
  it("never reads a longer text in an uninstalled language in the conversation's language", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const s = client.session("billing");
    s.read("please refund order 4411");
    const de = s.read("Bitte senden Sie die Quittung an Ana");
    expect([de.read, de.sending.length]).to.deep.equal([false, 0]);
  });
  it("reads a turn its grammar clearly recognises even where the language identifier guesses a third language from a typo", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("billing", { language: "pt" }).read("reembolse 8 no 6226 e evnie o comprovante ao cliente");
    expect([r.read, r.language, r.sending.map((a) => [a.verb, a.negated])]).to.deep.equal([true, "pt", [["enviar", false]]]);
  });
  it("reads an address or an id alone, which belongs to no language", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("billing").read("ana@x.com");
    expect([r.read, r.destinations.map((d) => d.value)]).to.deep.equal([true, ["ana@x.com"]]);
  });
  it("keeps a session's set language unless the turn is clearly in another installed one, which reads it", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const s = client.session("billing", { language: "pt" });
    expect(s.read("reembolse 40,00 no pedido A1").read).to.equal(true);
    const en = s.read("please send the receipt to ana");
    expect([en.read, en.language, en.sending.map((a) => a.verb)]).to.deep.equal([true, "en", ["send"]]);
  });
  it("reads a turn that mixes installed languages clause by clause", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    for (const [text, verb, place] of [
      ["reembolse 40,00 no pedido A1. Also please email the receipt to ana@x.com", "email", "ana@x.com"],
      ["please refund 40 on order A1. Depois manda o recibo para ana@x.com, por favor", "mandar", "ana@x.com"],
      ["cancela o pedido 4471, obrigado!\nand post the update in #billing when it is done", "post", "billing"],
    ] as const) {
      const r = client.session("mixed", { language: "pt" }).read(text);
      expect([r.read, r.sending.some((a) => a.verb === verb), r.destinations.map((d) => d.value)], text).to.deep.equal([true, true, [place]]);
    }
  });
  it("reads the sends of a stretch a sentence says in another installed language, keeping the whole turn's values", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    for (const [language, text, verb] of [
      ["pt", "anota no 8318 que o cliente ligou, then post it on #support", "post"],
      ["pt", "anota no 8319 que chegou and let the customer know", "notify"],
      // A short stretch whose words are a name and `let … know`: `let` is English's own word.
      ["pt", "cancela o 8322 and let Priya know", "notify"],
      ["en", "please cancel order 8326 e manda email pro ana@sol.example", "mandar"],
    ] as const) {
      const r = client.session("stretch", { language }).read(text);
      expect([r.read, r.sending.some((a) => !a.negated && a.verb === verb)], text).to.deep.equal([true, true]);
    }
    // A Portuguese turn with an English word or two reads no English stretch.
    const plain = client.session("plain", { language: "pt" }).read("faz o follow up do pedido 8330 e anota");
    expect(plain.sending).to.deep.equal([]);
    // The values are the whole turn's: a correction across the switch is kept.
    const corrected = client.session("corrected", { language: "pt" }).read("reembolsa 20 no 8321, actually make it 25");
    expect(corrected.values.filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([20]);
  });
  it("keeps a turn that opens in the session's language and switches inside its sentence: its values read where they are said, the other stretch for its sends", async () => {
    const client = await Client.create({ catalogue, log: () => {}, now: () => Date.parse("2026-03-02T10:00:00Z") });
    for (const [language, text, value, verb] of [
      ["pt", "reembolsa 15 no 6161 and post it in #refunds", 15, "post"],
      ["pt", "marca a revisão dia 18 with Ravi and send him the invite at ravi@pedra.example", "2026-03-18", "send"],
      ["pt", "cancela o 4471 and let the customer know by email", 4471, "notify"],
      ["pt", "estorna 30 na 5520 and then post a note in #billing about it", 30, "post"],
      ["en", "refund 20 on 4545 e depois manda um email pro cliente a avisar", 20, "mandar"],
    ] as const) {
      const r = client.session("opens", { language }).read(text);
      const kept = r.values.filter((v) => v.superseded !== true).map((v) => v.value);
      expect([r.read, r.language, kept.includes(value), r.sending.some((a) => !a.negated && a.verb === verb)], text).to.deep.equal([true, language, true, true]);
    }
    // A turn that opens in the other language is still that language's.
    const en = client.session("opens-en", { language: "pt" }).read("please send the receipt to ana");
    expect([en.read, en.language]).to.deep.equal([true, "en"]);
  });
  it("reads a day said in the other installed language's words beside a number, in a turn read in one (`for daqui a 15 dias`)", async () => {
    const client = await Client.create({ catalogue, log: () => {}, now: () => Date.parse("2026-03-02T10:00:00Z") });
    const r = client.session("dated", { language: "pt" }).read("please email the guest at tom@mail.example that booking H-1409 is confirmed for daqui a 15 dias");
    expect([r.read, r.language, r.values.filter((v) => v.kind === "date").map((v) => v.value)]).to.deep.equal([true, "en", ["2026-03-17"]]);
    // A number beside the turn's own words stays a number: no date is read into it.
    const plain = client.session("plain-count", { language: "pt" }).read("please email the guest at tom@mail.example that booking H-1409 is confirmed for 15 days");
    expect(plain.values.filter((v) => v.kind === "date" && v.text.includes("15"))).to.deep.equal([]);
  });
  it("reads a day said with the other installed language's word before the number (`prazo dia 20`), in a turn read in one", async () => {
    const client = await Client.create({ catalogue, log: () => {}, now: () => Date.parse("2026-03-02T10:00:00Z") });
    const dated = (turn: string) => client.session(`before-${turn.length}`, { language: "en" }).read(turn).values.filter((v) => v.kind === "date").map((v) => v.value);
    expect(dated("bill customer LM-4 for 260 pounds, prazo dia 20")).to.deep.equal(["2026-03-20"]);
    expect(dated("please send the quote to rui@obra.example, vencimento no dia 9 please")).to.deep.equal(["2026-03-09"]);
    // A number after the turn's own words stays a number.
    expect(dated("bill customer LM-4 for 260 pounds, table 20")).to.deep.equal([]);
  });
  it("never reads a third language as English or Portuguese", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    for (const text of [
      "Por favor, envía el recibo a Ana mañana",
      "Hola, necesito que canceles el pedido 4411 y me devuelvas el dinero",
      "¿puedes mandar el informe al equipo esta tarde?",
      "Bitte senden Sie die Quittung heute an Ana",
    ]) {
      const r = client.session("third").read(text);
      expect([r.read, r.sending.length], text).to.deep.equal([false, 0]);
    }
  });
  it("reads the sentences in an installed language and reports a sentence in a third one unread, with the addresses it holds", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("mixed-third", { language: "en" }).read("Thanks for pulling the numbers on order 6610. Por favor, mándale el recibo a lucia@correo.es hoy mismo.");
    expect([r.read, r.language, r.sending.length]).to.deep.equal([true, "en", 0]);
    expect(r.values.map((v) => v.value)).to.include.members(["6610", "lucia@correo.es"]);
    expect(r.unread?.map((p) => [p.language, p.text, p.values.map((v) => v.kind)])).to.deep.equal([["es", "Por favor, mándale el recibo a lucia@correo.es hoy mismo.", ["email"]]]);
  });
  it("reads a request beside a greeting in a third language, the greeting left unread", async () => {
    const client = await Client.create({ catalogue, now: () => Date.parse("2026-03-02T10:00:00Z"), log: () => {} });
    const en = client.session("greeting-en", { language: "en" }).read("Guten Morgen zusammen, ich hoffe, es geht euch gut. Cancel order 3307 and let the customer know at tom@example.com.");
    expect([en.read, en.language, en.unread?.map((p) => p.language)]).to.deep.equal([true, "en", ["de"]]);
    expect(en.destinations.map((d) => d.value)).to.deep.equal(["tom@example.com"]);
    const pt = client.session("greeting-pt", { language: "pt" }).read("Marca a reunião com o Pierre para dia 16. Il préfère le matin, vers dix heures si possible.");
    expect([pt.read, pt.language, pt.unread?.map((p) => p.language)]).to.deep.equal([true, "pt", ["fr"]]);
    expect(pt.values.filter((v) => v.kind === "date").map((v) => v.value)).to.deep.equal(["2026-03-16"]);
  });
  it("reads a turn beside an aside in brackets in a third language, the aside left unread", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("aside", { language: "en" }).read("Refund 25 on order 9140 (el cliente está muy enfadado, la verdad) and email him at raul@mail.es to say sorry.");
    expect([r.read, r.language, r.unread?.map((p) => p.text)]).to.deep.equal([true, "en", ["el cliente está muy enfadado, la verdad"]]);
    expect(r.sending.map((a) => a.negated)).to.deep.equal([false]);
  });
  it("reads a turn that quotes a line in a third language, and reports nothing unread: the quote is passed on", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("quote", { language: "en" }).read('Email ana@shop.io and say exactly "Muchas gracias por su paciencia, ya está todo resuelto".');
    expect([r.read, r.language, r.unread]).to.deep.equal([true, "en", undefined]);
  });
  it("reads a short request with its number before a story in a third language, and not a thanks before one", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const story = "El repartidor dejó el paquete en la puerta equivocada y nadie lo encontró después.";
    const r = client.session("short", { language: "en" }).read(`Cancel 4471. ${story}`);
    expect([r.read, r.language, r.acts, r.values.map((v) => v.value), r.unread?.map((p) => p.text)]).to.deep.equal([true, "en", ["cancel"], [4471], [story]]);
    expect(client.session("thanks", { language: "en" }).read(`Thanks. ${story}`).read).to.equal(false);
  });
  it("keeps a Spanish turn the identifier is unsure of unread in an English session, and reads it in a Portuguese one, whose grammar reads Spanish", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const text = "Mándale la factura al cliente antes del lunes a cobros@tienda.example";
    const en = client.session("es-en", { language: "en" }).read(text);
    expect([en.read, en.values.map((v) => v.value)]).to.deep.equal([false, ["cobros@tienda.example"]]);
    const pt = client.session("es-pt", { language: "pt" }).read(text);
    expect([pt.read, pt.language, pt.sending.map((a) => a.verb)]).to.deep.equal([true, "pt", ["mandar"]]);
  });
  it("keeps a turn unread whose only words in an installed language are a greeting, with the values it types", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const r = client.session("hello", { language: "pt" }).read("Oi! Necesito que transfieras 500 euros a la cuenta ES91 2100 0418 4502 0005 1332 hoy mismo, por favor.");
    expect([r.read, r.unread, r.values.map((v) => [v.kind, v.value])]).to.deep.equal([false, undefined, [["iban", "ES9121000418450200051332"], ["number", 500]]]);
  });
  it("reads an English turn whose names and places come from other languages as English", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    for (const text of [
      "Can you email Łukasz Kowalczyk at lukasz@firma.example about the Kraków delivery for order 7102",
      "message Øyvind in #oslo-ops that the Tromsø shipment for order 7107 is delayed till Friday",
      "Ping Dvořák on +1 646 555 0193 that order 7117 is ready for pickup at the Brno counter",
    ]) {
      const r = client.session("names", { language: "en" }).read(text);
      expect([r.read, r.language, r.sending.length], text).to.deep.equal([true, "en", 1]);
    }
  });
});
