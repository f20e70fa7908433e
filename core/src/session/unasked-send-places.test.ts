// Where a send goes, when the person asked for another act and only an outside text writes the place.
import { expect } from "chai";
import { unaskedSendPlaceMarks, type UnaskedSendPlaceInputs } from "./unasked-send-places.js";

describe("unaskedSendPlaceMarks", () => {
  const MAILBOX = "reservas@monte-alvo-equestre.example";
  /** The booking the person asked to read: its details (free text) write a mailbox; its provider's own mailbox is a field. */
  const booking = (text = new Map([[`s:${MAILBOX}`, "details"]])): UnaskedSendPlaceInputs["results"][number] => ({
    textOutside: true,
    index: { step: 0, tool: "get_booking", structured: new Map([["s:reservas@herdade-monte-alvo.example", "provider_email"]]), text },
  });
  const inputs = (more: Partial<UnaskedSendPlaceInputs> = {}): UnaskedSendPlaceInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), results: [booking()], ...more });
  const places = new Set(["to"]);
  const send = (to: string) => ({ to, subject: "Reserva RC-ALT-3391", text: "Reserva RC-ALT-3391, 6-7 março 2027, 2 cavaleiros." });
  const none = () => false;
  const yes = () => true;

  it("marks a place only the booking's text writes, on a send nobody asked beside the payment they asked", () => {
    expect(unaskedSendPlaceMarks(send(MAILBOX), places, none, none, yes, inputs())).to.deep.equal([{ level: "untrusted", source: "get_booking", on: "to", step: 0, field: "details", destination: true }]);
  });
  it("leaves a send the turns ask for, or one with no other act asked beside it", () => {
    expect(unaskedSendPlaceMarks(send(MAILBOX), places, none, yes, yes, inputs())).to.deep.equal([]);
    expect(unaskedSendPlaceMarks(send(MAILBOX), places, none, none, none, inputs())).to.deep.equal([]);
  });
  it("leaves a place the person gave, or one a record holds as a field", () => {
    for (const where of ["typed", "context", "reply"] as const) {
      expect(unaskedSendPlaceMarks(send(MAILBOX), places, none, none, yes, inputs({ [where]: new Set([`s:${MAILBOX}`]) }))).to.deep.equal([]);
    }
    expect(unaskedSendPlaceMarks(send("reservas@herdade-monte-alvo.example"), places, none, none, yes, inputs({ results: [booking(new Map([["s:reservas@herdade-monte-alvo.example", "details"]]))] }))).to.deep.equal([]);
  });
  it("leaves a place no outside text writes, and one whose origin the caller gave", () => {
    expect(unaskedSendPlaceMarks(send("ana@postbox.example"), places, none, none, yes, inputs())).to.deep.equal([]);
    expect(unaskedSendPlaceMarks(send(MAILBOX), places, (n) => n === "to", none, yes, inputs())).to.deep.equal([]);
    expect(unaskedSendPlaceMarks(send(MAILBOX), places, none, none, yes, inputs({ results: [{ ...booking(), textOutside: false }] }))).to.deep.equal([]);
  });
});
