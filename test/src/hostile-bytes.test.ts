// The service attacked below JSON: bodies whose bytes are not UTF-8, and bodies the caller stops
// sending part way. A body the service cannot read exactly as sent is refused with a code it
// documents; it is never read some other way and checked (the caller would then run a value
// nobody checked), never answered as the service's own fault (500), and the service goes on
// answering others. Servers listen on 127.0.0.1, port 0. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import net from "node:net";
import { Client } from "@toolgate/core";
import { createToolgateServer, listenOn } from "@toolgate/server";
import { catalogue } from "./fixtures.js";

const SEED = 90_417;
const TOKEN = "caller-token-0123456789abcdef";

/** A read the service allows: the order id is from the run's context. */
const read = (orderId: string) => ({ agent: "billing", call: { tool: "get_order", arguments: { order_id: orderId }, origins: { order_id: "context" } } });

async function post(base: string, body: Buffer | string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/v1/check`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body });
  return { status: res.status, body: await res.json() };
}

/** Sends a request head and the first part of a body its length says is longer, then hangs up. */
function hangUp(port: number, sent: string, declared: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`POST /v1/check HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${sent}`);
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });
}

describe("hostile bytes: bodies that are not UTF-8, bodies cut off", function () {
  this.timeout(60_000);
  let url: string;
  let port: number;
  let close: () => Promise<void>;
  const lines: Array<Record<string, unknown>> = [];

  before(async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const where = await listenOn(createToolgateServer({ client, token: TOKEN, log: (line) => lines.push(JSON.parse(line)) }), "127.0.0.1", 0);
    url = where.url;
    port = Number(new URL(url).port);
    close = where.close;
  });
  after(async () => {
    await close();
  });

  it("allows the read the other tests spoil, sent as UTF-8", async () => {
    const r = await post(url, JSON.stringify(read("ORD-1")));
    expect([r.status, r.body.decision, r.body.reasons]).to.deep.equal([200, "allow", ["allow"]]);
  });

  it("property: refuses as body_not_json a body with bytes that are not UTF-8 anywhere in it, and checks nothing", async () => {
    // Bytes no UTF-8 text holds at that place: a lone continuation byte, a lead byte without its
    // continuation, an overlong form, a surrogate encoded, bytes UTF-8 never uses.
    const invalid = fc.constantFrom([0xff], [0xfe], [0x80], [0xc3], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), invalid, async (before, after, bytes) => {
        const text = JSON.stringify(read(`${before}\u0000SPLIT${after}`));
        const [head, tail] = text.split("\\u0000SPLIT") as [string, string];
        const body = Buffer.concat([Buffer.from(head, "utf8"), Buffer.from(bytes), Buffer.from(tail, "utf8")]);
        const r = await post(url, body);
        expect([r.status, r.body.error?.code, r.body.decision], JSON.stringify([before, after, bytes])).to.deep.equal([400, "body_not_json", undefined]);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it("answers a body the caller stops sending part way as the caller's fault, never a 500, and goes on answering", async () => {
    const whole = JSON.stringify(read("ORD-1"));
    for (const cut of [0, 1, 9, whole.length - 1]) {
      const before = lines.length;
      await hangUp(port, whole.slice(0, cut), whole.length);
      // The request is logged once it is answered; wait for it without timing it.
      while (lines.length === before) await new Promise((r) => setTimeout(r, 10));
      const line = lines.at(-1)!;
      expect([line.status, line.error_code, line.level], `cut at ${cut}`).to.deep.equal([400, "body_not_json", "info"]);
      const next = await post(url, whole);
      expect([next.status, next.body.decision, next.body.reasons], `after a cut at ${cut}`).to.deep.equal([200, "allow", ["allow"]]);
    }
  });
});
