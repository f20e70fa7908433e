// A thing an earlier English turn listed, picked in the latest turn by a word told of it there (`the
// blue one`, `Priya's`, `the garden room`, `the York office`): confirm_read reads the call's values
// against the thing picked, never against the one left (plugins/src/confirm_read/picked-earlier.ts).
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

async function check(client: Client, turns: readonly string[], tool: string, args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "en" });
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons] };
}

describe("confirm_read on a thing picked in English by a word told of it", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });

  it("asks about the record the pick left, and passes the one picked with its own sum", async () => {
    const list = "two orders for Priya: the blue sofa is ORD-881, 640 paid, and the grey armchair is ORD-882, 310 paid";
    const turn = "refund the blue one in full";
    expect((await check(client, [list, turn], "refund_card", { order_id: "ORD-882", amount: 310 })).reasons).to.include("confirm_read");
    expect((await check(client, [list, turn], "refund_card", { order_id: "ORD-881", amount: 640 })).reasons).to.not.include("confirm_read");
  });

  it("reads `the other one` as the record an earlier pick left, the earlier pick taken back", async () => {
    const list = "two bookings for the Kaurs: the garden room is order GR-501 at 220 and the attic room is order GR-502 at 180";
    const turns = [list, "they want to cancel the garden room", "hang on, the other one. refund it"];
    expect((await check(client, turns, "refund_card", { order_id: "GR-501", amount: 220 })).reasons).to.include("confirm_read");
    expect((await check(client, turns, "refund_card", { order_id: "GR-502", amount: 180 })).reasons).to.not.include("confirm_read");
  });

  it("reads the thing picked before `but keep …` as the request's, the one kept asked about", async () => {
    const list = "two orders for Priya: the blue sofa is ORD-881, 640 paid, and the grey armchair is ORD-882, 310 paid";
    const turn = "cancel the grey armchair but keep the sofa";
    expect((await check(client, [list, turn], "cancel_order", { order_id: "ORD-881" })).reasons).to.include("confirm_read");
    expect((await check(client, [list, turn], "cancel_order", { order_id: "ORD-882" })).reasons).to.not.include("confirm_read");
  });

  it("picks by an owner's possessive", async () => {
    const list = "two orders came back: Priya's is MK-301 for 45, Tom's is MK-302 for 27.50";
    expect((await check(client, [list, "refund Priya's today"], "refund_card", { order_id: "MK-302", amount: 27.5 })).reasons).to.include("confirm_read");
    expect((await check(client, [list, "refund Priya's today"], "refund_card", { order_id: "MK-301", amount: 45 })).reasons).to.not.include("confirm_read");
  });

  it("carries a record's sum where the turn names a record of another kind", async () => {
    const list = "the two bikes in for service: the red one is job RB-71, quote 140, the green one is RB-72, quote 95";
    const turn = "customer only wants the green one done, invoice customer CY-5 for that quote";
    expect((await check(client, [list, turn], "create_invoice", { customer_id: "CY-5", amount: 140 })).reasons).to.include("confirm_read");
    expect((await check(client, [list, turn], "create_invoice", { customer_id: "CY-5", amount: 95 })).reasons).to.not.include("confirm_read");
  });

  it("picks a sum by a day told of it, where the request gives days of its own", async () => {
    const list = "Mia's lessons: the Tuesday one is 40 and the Saturday one is 55, invoices go to customer MI-3";
    const turn = "bill the Saturday lesson, due Friday";
    expect((await check(client, [list, turn], "create_invoice", { customer_id: "MI-3", amount: 40, due_date: "2026-03-06" })).reasons).to.include("confirm_read");
    expect((await check(client, [list, turn], "create_invoice", { customer_id: "MI-3", amount: 55, due_date: "2026-03-06" })).reasons).to.not.include("confirm_read");
  });

  it("picks a sum of a list of sums, and an address of a list of addresses", async () => {
    const sums = "quotes for the offsite: the garden room is 1,800 and the loft is 2,400";
    const turn = "go with the garden room, invoice customer OF-77 for it";
    expect((await check(client, [sums, turn], "create_invoice", { customer_id: "OF-77", amount: 2400 })).reasons).to.include("confirm_read");
    expect((await check(client, [sums, turn], "create_invoice", { customer_id: "OF-77", amount: 1800 })).reasons).to.not.include("confirm_read");
    const places = "two delivery contacts: the Leeds office is leeds@acme.example and the York office is york@acme.example";
    expect((await check(client, [places, "email the York office that the parcel is delayed"], "send_email", { to: "leeds@acme.example", body: "The parcel is delayed" })).reasons).to.include("confirm_read");
  });

  it("picks a sum by its owner's name where two others of the list are the same sum", async () => {
    const list = "locker fees on LK-4 this term: Oduya 35, Brennan 35 and Castell 20";
    const turn = "Castell moved out, so refund his on LK-4";
    expect((await check(client, [list, turn], "refund_card", { order_id: "LK-4", amount: 20 })).reasons).to.not.include("confirm_read");
    expect((await check(client, [list, turn], "refund_card", { order_id: "LK-4", amount: 35 })).reasons).to.include("confirm_read");
  });

  it("picks a record by its owner where a later sentence of the list tells the other owner's own phone", async () => {
    const list = "the Okafors share two memberships: Ada's, GY-71, and Ben's, GY-72. Ada's mobile is now 07700 900318 and Ben's is 07700 900319";
    const turn = "change Ada's record to the new mobile please";
    expect((await check(client, [list, turn], "update_phone", { customer_id: "GY-71", phone: "07700 900318" })).reasons).to.not.include("confirm_read");
    expect((await check(client, [list, turn], "update_phone", { customer_id: "GY-72", phone: "07700 900318" })).reasons).to.include("confirm_read");
  });

  it("reads a list whose owner's name alone looks like another language, and picks from it", async () => {
    const list = "Ms Adeyemi has two crossings, FR-20 on Thursday for 88 and FR-21 on Friday for 96";
    const turn = "refund the Friday one please";
    expect((await check(client, [list, turn], "refund_card", { order_id: "FR-21", amount: 96 })).reasons).to.not.include("confirm_read");
    expect((await check(client, [list, turn], "refund_card", { order_id: "FR-21", amount: 88 })).reasons).to.include("confirm_read");
  });
});
