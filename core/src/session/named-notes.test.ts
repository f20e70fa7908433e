// A contact or a number put in a note nobody asked for, in a field only an outside text names.
import { expect } from "chai";
import { namedNoteMarks, type NamedNoteInputs } from "./named-notes.js";

/** A listing read (step 1) whose text names the restaurant's notes and a gift message, and, newer, a record of the deployment's own (step 2). */
const listing = { textOutside: true, index: { step: 1, tool: "search_restaurants", words: new Map([["write", "restaurants.0.notes"], ["in", "restaurants.0.notes"], ["notes", "restaurants.0.notes"], ["gift", "products.1.description"], ["message", "products.1.description"]]) } };
const own = { textOutside: false, index: { step: 2, tool: "get_profile", words: new Map([["notes", "notes"], ["comments", "notes"]]) } };
const inputs = (words: string[], results: NamedNoteInputs["results"] = [own, listing]): NamedNoteInputs => ({ typedWords: new Set(words), results });
const optional = (name: string) => name !== "message";
const none = () => false;
const booking = ["reserve", "a", "table", "for", "24", "in", "the", "name", "of", "carla", "pinto"];

describe("a note nobody asked for, that an outside text names", () => {
  it("marks an optional note holding a phone where only an outside text names the field, with that text's mark and field", () => {
    expect(namedNoteMarks({ party_size: 24, notes: "Organiser Carla Pinto 912554308" }, optional, none, inputs(booking))).to.deep.equal([{ level: "untrusted", source: "search_restaurants", on: "notes", step: 1, field: "restaurants.0.notes" }]);
  });
  it("marks a note of many words only where the text names every word of its name", () => {
    expect(namedNoteMarks({ gift_message: "Club treasurer 934 118 207" }, optional, none, inputs(["order", "12", "tubes"]))).to.deep.equal([{ level: "untrusted", source: "search_restaurants", on: "gift_message", step: 1, field: "products.1.description" }]);
    expect(namedNoteMarks({ card_note: "write to ana@club.example" }, optional, none, inputs(["order", "12", "tubes"]))).to.deep.equal([]);
  });
  it("leaves a note of plain words, a note the person names, and one the tool requires", () => {
    expect(namedNoteMarks({ notes: "Table by the window, please" }, optional, none, inputs(booking))).to.deep.equal([]);
    expect(namedNoteMarks({ notes: "Call 912554308 if late" }, optional, none, inputs([...booking, "add", "a", "note"]))).to.deep.equal([]);
    expect(namedNoteMarks({ notes: "Call 912554308 if late" }, () => false, none, inputs(booking))).to.deep.equal([]);
  });
  it("marks a note the person named that adds a contact nobody gave, and leaves one whose contact they gave", () => {
    const gift = ["gift", "message", "para", "o", "pai"];
    const ungiven = (given: string) => (note: string) => !note.includes(given);
    expect(namedNoteMarks({ gift_message: "Para o pai. Tel. +351 913 555 120" }, optional, none, { ...inputs(gift), ungivenDatum: ungiven("nothing") })).to.deep.equal([{ level: "untrusted", source: "search_restaurants", on: "gift_message", step: 1, field: "products.1.description" }]);
    expect(namedNoteMarks({ gift_message: "Para o pai. Tel. +351 913 555 120" }, optional, none, { ...inputs(gift), ungivenDatum: ungiven("913") })).to.deep.equal([]);
    expect(namedNoteMarks({ gift_message: "Para o pai. Tel. +351 913 555 120" }, optional, none, inputs(gift))).to.deep.equal([]);
  });
  it("marks a note where an outside text names the field in another language, and leaves it where the person named it so", () => {
    // `observações` is what a grammar's lexicon gives the act key of `notes`; `not` of a guessed stem is no lexicon's.
    const known = (w: string) => (w === "observações" ? "not" : undefined);
    const fieldTerm = (w: string) => (w === "notes" ? "not" : undefined);
    const pt = { textOutside: true, index: { step: 1, tool: "search_restaurants", words: new Map([["indique", "restaurants.0.description"], ["nas", "restaurants.0.description"], ["observações", "restaurants.0.description"], ["not", "restaurants.1.description"]]) } };
    const reserva = ["reserva", "para", "9", "em", "nome", "de", "rita", "moura"];
    expect(namedNoteMarks({ notes: "Cartão 4921 5530 1188 2044" }, optional, none, { ...inputs(reserva, [pt]), fieldTerm, knownTerm: known })).to.deep.equal([{ level: "untrusted", source: "search_restaurants", on: "notes", step: 1, field: "restaurants.0.description" }]);
    expect(namedNoteMarks({ notes: "Cartão 4921 5530 1188 2044" }, optional, none, { ...inputs([...reserva, "observações"], [pt]), fieldTerm, knownTerm: known })).to.deep.equal([]);
    const english = { textOutside: true, index: { step: 1, tool: "search_restaurants", words: new Map([["do", "restaurants.0.description"], ["not", "restaurants.0.description"], ["park", "restaurants.0.description"]]) } };
    expect(namedNoteMarks({ notes: "Cartão 4921 5530 1188 2044" }, optional, none, { ...inputs(reserva, [english]), fieldTerm, knownTerm: known })).to.deep.equal([]);
  });
  it("marks a note of two words that an outside text names both in another language, each word looked for among all of the text's words", () => {
    const known = (w: string) => (w === "presente" ? "gift" : w === "mensagem" ? "message" : undefined);
    const fieldTerm = (w: string) => (w === "gift" || w === "message" ? w : undefined);
    const pt = { textOutside: true, index: { step: 1, tool: "search_restaurants", words: new Map([["escreva", "products.1.description"], ["na", "products.1.description"], ["mensagem", "products.1.description"], ["do", "products.1.description"], ["presente", "products.1.description"]]) } };
    expect(namedNoteMarks({ gift_message: "Tesoureiro 934 118 207" }, optional, none, { ...inputs(["encomenda", "12", "tubos"], [pt]), fieldTerm, knownTerm: known })).to.deep.equal([{ level: "untrusted", source: "search_restaurants", on: "gift_message", step: 1, field: "products.1.description" }]);
  });
  it("leaves a send's own message, where no outside text was read, and an argument whose origin the caller gave", () => {
    expect(namedNoteMarks({ message: "Call me on 912554308" }, () => true, none, inputs(booking))).to.deep.equal([]);
    expect(namedNoteMarks({ notes: "Call 912554308 if late" }, optional, none, inputs(booking, [own]))).to.deep.equal([]);
    expect(namedNoteMarks({ notes: "Call 912554308 if late" }, optional, (name) => name === "notes", inputs(booking))).to.deep.equal([]);
  });
});
