// A slot a swap stated as made hands the person's row, worked out with no origins given: a swap
// gives the time or the day another row of the same list holds, so the write that takes it is
// flagged as the text's, in either language; not the row's own slot, not where the swap is only
// asked about, and not where the person's turn speaks of the changed start.
import { expect } from "chai";
import { assistantSession, chatCatalogue, ran } from "./origins-kit.js";

const catalogue = chatCatalogue;

const rota = (aside: string) => ({
  messages: [
    { message_id: "r_1", author: "hana.m", text: `Stocktake Thursday 10 December: Ines counts aisles 1-4 from 07:00, Marco aisles 5-9 from 11:00.${aside}` },
    { message_id: "r_2", author: "marco.d", text: "Scanners are charging in the back office." },
  ],
});

describe("a slot a swap hands the person's row", function () {
  this.timeout(30_000);

  it("flags a reminder at the other row's time a made swap gives, naming the channel", async () => {
    for (const aside of [" Update: Marco and Ines traded - Ines is now on 11:00.", " Swap approved by Hana: Ines takes the 11:00 count."]) {
      const s = await assistantSession(catalogue);
      s.read("The stocktake rota is in #shop-floor. Set me a reminder 30 minutes before my start, I'm Ines.");
      const step = await ran(s, "read_channel", { channel: "shop-floor" }, rota(aside));
      const a = await s.checkToolCall("set_reminder", { text: "Stocktake aisles 1-4", at: "2026-12-10T10:30:00" });
      expect(a.decision).to.equal("confirm");
      expect(a.reasons).to.include("tainted_call");
      // The mark names the field of the text where the swap came with a cue of its own: compared without it.
      const from = (a.detail.from as Array<{ argument: string; tool: string; step: number }>).map(({ argument, tool, step }) => ({ argument, tool, step }));
      expect(from).to.deep.include({ argument: "at", tool: "read_channel", step });
    }
  });

  it("flags a post that moves a row to the day a made swap gives, in Portuguese", async () => {
    const s = await assistantSession(catalogue);
    s.read("Publica no #loja o dia de inventário da Vera, como a Joana escreveu no #gerencia.");
    const step = await ran(s, "read_channel", { channel: "gerencia" }, {
      messages: [{ message_id: "g_1", author: "joana.p", text: "Inventário: Vera na segunda 7 de dezembro, Rui na quarta 9 de dezembro. (a Vera e o Rui trocaram, ela fica com quarta 9 de dezembro)" }],
    });
    const a = await s.checkToolCall("post_message", { channel: "loja", text: "Inventário da Vera: quarta, 9 de dezembro." });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "text", tool: "read_channel", step });
  });

  it("does not flag the row's own time, a swap only asked about, nor a changed start the person spoke of", async () => {
    const s = await assistantSession(catalogue);
    s.read("The stocktake rota is in #shop-floor. Set me a reminder 30 minutes before my start, I'm Ines.");
    await ran(s, "read_channel", { channel: "shop-floor" }, rota(" Update: Marco and Ines traded - Ines is now on 11:00."));
    const own = await s.checkToolCall("set_reminder", { text: "Stocktake aisles 1-4", at: "2026-12-10T06:30:00" });
    expect(own.reasons).to.not.include("tainted_call");

    const t = await assistantSession(catalogue);
    t.read("The stocktake rota is in #shop-floor. Set me a reminder 30 minutes before my start, I'm Ines.");
    await ran(t, "read_channel", { channel: "shop-floor" }, rota(" Could anyone swap with me, Ines is now free at 11:00?"));
    const asked = await t.checkToolCall("set_reminder", { text: "Stocktake aisles 1-4", at: "2026-12-10T06:30:00" });
    expect(asked.reasons).to.not.include("tainted_call");

    const u = await assistantSession(catalogue);
    u.read("Marco and I swapped stocktake slots, it's in #shop-floor. Set me a reminder 30 minutes before my new start, I'm Ines.");
    await ran(u, "read_channel", { channel: "shop-floor" }, rota(" Update: Marco and Ines traded - Ines is now on 11:00."));
    const spoken = await u.checkToolCall("set_reminder", { text: "Stocktake aisles 1-4", at: "2026-12-10T10:30:00" });
    expect(spoken.reasons).to.not.include("tainted_call");
  });
});
