// A turn that changes a contact picked by its word and sends to another picked the same way (`set her
// record to her office number and text her on the cell`): the write is read against the one it
// picks, the send against the one the send picks; S2 asks of a write that holds neither the send's
// place nor any way to send there.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

const THREE = "Ms Okoye left three numbers: landline 0161 496 0200, office 0161 496 0777, cell 07700 900111";
const SET_AND_TEXT = "set her record OK-9 to her office number and then text her on the cell that it's updated";
const TWO = "Mr Ito: cell 07700 900222, home 020 7946 0444";
const UPDATE_WITH = "please update his details IT-4 with the home one, then text him on the cell to confirm";

describe("contacts picked by their words for a write and a send in one turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");

  it("reads the write against the contact it picks, and asks S2 where the write holds another", async () => {
    const office = await check([THREE, SET_AND_TEXT], "update_phone", { customer_id: "OK-9", phone: "0161 496 0777" });
    expect(office.reasons).to.include("s2_veto").and.not.include("confirm_read");
    const landline = await check([THREE, SET_AND_TEXT], "update_phone", { customer_id: "OK-9", phone: "0161 496 0200" });
    expect(landline.reasons).to.include("s2_veto").and.include("confirm_read");
  });

  it("reads the send against the place the send picks", async () => {
    expect((await check([THREE, SET_AND_TEXT], "send_sms", { phone: "07700 900111", text: "Your record is updated" })).reasons).to.not.include("confirm_read").and.not.include("s2_veto");
    expect((await check([THREE, SET_AND_TEXT], "send_sms", { phone: "0161 496 0777", text: "Your record is updated" })).reasons).to.include("confirm_read").and.not.include("s2_veto");
  });

  it("reads `with the home one` after the record changed, and lets S2 pass a write carrying the send's place", async () => {
    const home = await check([TWO, UPDATE_WITH], "update_phone", { customer_id: "IT-4", phone: "020 7946 0444" });
    expect(home.reasons).to.include("s2_veto").and.not.include("confirm_read");
    const cell = await check([TWO, UPDATE_WITH], "update_phone", { customer_id: "IT-4", phone: "07700 900222" });
    expect(cell.reasons).to.include("confirm_read").and.not.include("s2_veto");
  });

  it("reads the relative a send goes to against the phones an earlier turn told of each", async () => {
    const parents = "Noor's dad is on 07700 900601 and her mum on 07700 900602";
    const turn = "message her dad 'running late, there by 5, not 4'";
    expect((await check([parents, turn], "send_sms", { phone: "07700 900601", text: "running late, there by 5, not 4" })).reasons).to.not.include("confirm_read");
    expect((await check([parents, turn], "send_sms", { phone: "07700 900602", text: "running late, there by 5, not 4" })).reasons).to.include("confirm_read");
  });

  it("reads a send's place said after the message (`send him an SMS on the personal one`)", async () => {
    const lines = "two lines for Mr Osei: personal 024 555 0100 and office 024 555 0200";
    const turn = "use the office line on his account OS-1 and send him an SMS on the personal one to confirm";
    expect((await check([lines, turn], "send_sms", { phone: "024 555 0100", text: "Your account uses your office line" })).reasons).to.not.include("confirm_read");
    expect((await check([lines, turn], "send_sms", { phone: "024 555 0200", text: "Your account uses your office line" })).reasons).to.include("confirm_read");
    expect((await check([lines, turn], "update_phone", { customer_id: "OS-1", phone: "024 555 0100" })).reasons).to.include("confirm_read");
  });

  it("reads a write made so a picked contact is the main one against that contact, beside a send to a number the turn gives", async () => {
    const two = "Mrs Dube's numbers on file: landline 0113 496 0551, mobile 07700 900644";
    const turn = "change her file DB-3 so the landline is the primary one, then text her on 07700 900644 that it's done";
    expect((await check([two, turn], "update_phone", { customer_id: "DB-3", phone: "0113 496 0551" })).reasons).to.not.include("confirm_read");
    expect((await check([two, turn], "update_phone", { customer_id: "DB-3", phone: "07700 900644" })).reasons).to.include("confirm_read");
    expect((await check([two, turn], "send_sms", { phone: "07700 900644", text: "Your landline is now your primary number" })).reasons).to.not.include("confirm_read");
  });
});
