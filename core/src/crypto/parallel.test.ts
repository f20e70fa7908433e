// Verifying and signing beside: a signature verified or made on the second thread is what
// node:crypto and tweetnacl give on the calling thread, whatever the order requests are made,
// finished or abandoned in; with the thread off, everything is done on the calling thread.
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import nacl from "tweetnacl";
import { generateKeyPair, makeSigner, type Signer } from "./ed25519.js";
import { startVerifyingBeside, useVerifyThread, verifyingBeside } from "./parallel.js";

async function threadReady(): Promise<void> {
  useVerifyThread(true);
  startVerifyingBeside();
  for (let i = 0; i < 200 && !verifyingBeside(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(verifyingBeside(), "the verifying thread started").to.equal(true);
}

function cases(signer: Signer, other: Signer) {
  const message = Buffer.from(`toolgate/link/v1:${"ab".repeat(32)}`);
  const good = other.sign(message);
  const flipped = Uint8Array.from(good);
  flipped[10]! ^= 1;
  const changed = Buffer.from(message);
  changed[message.length - 1] ^= 1;
  const stranger = makeSigner(generateKeyPair(), "node").sign(message);
  return [
    { what: "a valid signature", message, signature: good },
    { what: "a signature with one bit changed", message, signature: flipped },
    { what: "a message with one bit changed", message: changed, signature: good },
    { what: "a signature made with other keys", message, signature: stranger },
    { what: "a signature of the wrong length", message, signature: good.subarray(0, 63) },
    { what: "a message too long for the shared memory", message: Buffer.alloc(5000, 1), signature: good },
  ].map((c) => ({ ...c, expected: nacl.sign.detached.verify(c.message, c.signature.length === 64 ? c.signature : new Uint8Array(64), signer.publicKey) && c.signature.length === 64 }));
}

describe("verifying a signature beside the calling thread", () => {
  const keys = generateKeyPair();
  // The verifier made none of these signatures, so none is answered from its memory of what it signed.
  const signer = makeSigner({ publicKey: keys.publicKey }, "node");
  const maker = makeSigner(keys, "node");

  after(() => useVerifyThread(true));

  it("answers as the calling thread and tweetnacl do, thread on and off", async () => {
    await threadReady();
    for (const on of [true, false]) {
      useVerifyThread(on);
      for (const c of cases(signer, maker)) {
        expect(signer.verifyLater!(c.message, c.signature)(), `${c.what}, thread ${on ? "on" : "off"}`).to.equal(c.expected);
        expect(signer.verify(c.message, c.signature), c.what).to.equal(c.expected);
      }
    }
    expect(cases(signer, maker).map((c) => c.expected)).to.deep.equal([true, false, false, false, false, false]);
  });

  it("answers each of several requests made before any is finished, and one asked twice the same", async () => {
    await threadReady();
    const all = cases(signer, maker);
    const pending = all.map((c) => ({ c, answer: signer.verifyLater!(c.message, c.signature) }));
    for (const { c, answer } of pending.reverse()) {
      expect(answer(), c.what).to.equal(c.expected);
      expect(answer(), `${c.what}, asked again`).to.equal(c.expected);
    }
  });

  it("still answers right after a request whose answer nobody waited for", async () => {
    await threadReady();
    const [valid, flipped] = cases(signer, maker);
    signer.verifyLater!(valid!.message, valid!.signature);
    signer.verifyLater!(flipped!.message, flipped!.signature);
    await new Promise((r) => setTimeout(r, 5));
    expect(signer.verifyLater!(flipped!.message, flipped!.signature)()).to.equal(false);
    expect(signer.verifyLater!(valid!.message, valid!.signature)()).to.equal(true);
  });

  it("signs as the calling thread and tweetnacl do, thread on and off, several requests at once", async () => {
    await threadReady();
    const messages = ["tg1.a", "tg1.é", "x".repeat(2000), "y".repeat(3000)].map((m) => Buffer.from(m));
    for (const on of [true, false]) {
      useVerifyThread(on);
      const signer = makeSigner(keys, "node");
      // More requests than the thread has slots, a verify among them: the rest are done here.
      const pending = messages.map((m) => ({ m, signature: signer.signLater!(m) }));
      const verified = signer.verifyLater!(messages[0]!, maker.sign(messages[0]!));
      for (const { m, signature } of pending.reverse()) {
        const expected = nacl.sign.detached(m, nacl.sign.keyPair.fromSeed(keys.seed).secretKey);
        expect(Buffer.from(signature()).equals(Buffer.from(expected)), `${m.length} bytes, thread ${on ? "on" : "off"}`).to.equal(true);
        expect(signer.verify(m, signature()), "the signer knows what it signed").to.equal(true);
      }
      expect(verified()).to.equal(true);
    }
  });

  it("is off in a process started with TOOLGATE_VERIFY_THREAD=off", () => {
    const module = fileURLToPath(new URL("./parallel.js", import.meta.url));
    const script = `const p = await import(${JSON.stringify(module)}); p.startVerifyingBeside(); await new Promise((r) => setTimeout(r, 300)); console.log(p.verifyingBeside());`;
    const run = (env: Record<string, string>) => spawnSync(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, ...env }, encoding: "utf8" }).stdout.trim();
    expect(run({ TOOLGATE_VERIFY_THREAD: "off" })).to.equal("false");
    expect(run({ TOOLGATE_VERIFY_THREAD: "" })).to.equal("true");
  });

  it("is used by node:crypto signers only: tweetnacl verifies on the calling thread", () => {
    expect(makeSigner(keys, "tweetnacl").verifyLater).to.equal(undefined);
    expect(makeSigner(keys, "tweetnacl").signLater).to.equal(undefined);
    expect(typeof makeSigner(keys, "node").verifyLater).to.equal("function");
  });
});
