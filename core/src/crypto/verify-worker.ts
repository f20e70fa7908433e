// The thread that verifies a history head's Ed25519 signature, and signs what a check asks it
// to, while the check goes on (see parallel.ts). It waits on shared memory, does what it finds
// there with node:crypto and writes the answer back; it never decides anything: an answer that
// is not an explicit one for the request it was asked is taken as "do it yourself" by the caller.
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { workerData } from "node:worker_threads";
import { Job, LAYOUT, Slot, State, views } from "./verify-layout.js";

const { header, slots } = views(workerData as SharedArrayBuffer);
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const publicKeys = new Map<string, KeyObject>();
const privateKeys = new Map<string, KeyObject>();

/** Keys made once; a private key is found by a digest of its seed, so no copy of the seed is kept. */
function cached(keys: Map<string, KeyObject>, raw: Uint8Array, make: (raw: Uint8Array) => KeyObject): KeyObject {
  const id = keys === privateKeys ? createHash("sha256").update(raw).digest("hex") : Buffer.from(raw).toString("hex");
  let key = keys.get(id);
  if (!key) {
    key = make(raw);
    if (keys.size > 64) keys.clear();
    keys.set(id, key);
  }
  return key;
}

function work(control: Int32Array, data: Uint8Array): number {
  const length = Atomics.load(control, Slot.length);
  const key = data.slice(0, 32);
  const message = data.slice(96, 96 + length);
  if (Atomics.load(control, Slot.job) === Job.sign) {
    data.fill(0, 0, 32);
    const privateKey = cached(privateKeys, key, (seed) => createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" }));
    key.fill(0);
    data.set(sign(null, message, privateKey), 32);
    return State.signed;
  }
  const publicKey = cached(publicKeys, key, (raw) => createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" }));
  return verify(null, message, publicKey, data.slice(32, 96)) ? State.valid : State.invalid;
}

/**
 * After an answer the thread looks for the next request for this long before it sleeps: waking a
 * sleeping thread costs tens of microseconds on virtual machines, and requests come close
 * together when calls do. Short, so that an idle service leaves the core to others.
 */
const LOOK_NS = 300_000n;
let answeredAt = 0n;
Atomics.store(header, LAYOUT.readyInt, 1);

for (;;) {
  // The bell is read before the slots, so a request made after this look rings a changed bell.
  const bell = Atomics.load(header, LAYOUT.bellInt);
  let did = false;
  for (const { control, data } of slots) {
    if (Atomics.load(control, Slot.state) !== State.requested) continue;
    const seq = Atomics.load(control, Slot.seq);
    let answer: number = State.failed;
    try {
      answer = work(control, data);
    } catch {
      answer = State.failed;
    }
    Atomics.store(control, Slot.answered, seq);
    Atomics.store(control, Slot.state, answer);
    Atomics.notify(control, Slot.state);
    answeredAt = process.hrtime.bigint();
    did = true;
  }
  if (did || process.hrtime.bigint() - answeredAt < LOOK_NS) continue;
  Atomics.wait(header, LAYOUT.bellInt, bell);
}
