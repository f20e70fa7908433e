// The thread that verifies a history head's Ed25519 signature while the check goes on (see
// parallel.ts). It waits on shared memory, verifies what it finds there with node:crypto and
// writes the answer back; it never decides anything: an answer that is not an explicit "valid"
// for the request it was asked is taken as "verify it yourself" by the caller.
import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { workerData } from "node:worker_threads";
import { LAYOUT, Slot, State } from "./verify-layout.js";

const control = new Int32Array(workerData as SharedArrayBuffer, 0, LAYOUT.controlInts);
const data = new Uint8Array(workerData as SharedArrayBuffer, LAYOUT.dataOffset);
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const keys = new Map<string, KeyObject>();

function keyOf(raw: Uint8Array): KeyObject {
  const id = Buffer.from(raw).toString("hex");
  let key = keys.get(id);
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });
    if (keys.size > 64) keys.clear();
    keys.set(id, key);
  }
  return key;
}

/**
 * After an answer the thread looks for the next request for this long before it sleeps: waking a
 * sleeping thread costs tens of microseconds on virtual machines, and requests come close
 * together when calls do. Short, so that an idle service leaves the core to others.
 */
const LOOK_NS = 300_000n;
let answeredAt = 0n;
Atomics.store(control, Slot.ready, 1);

for (;;) {
  const state = Atomics.load(control, Slot.state);
  if (state !== State.requested) {
    if (process.hrtime.bigint() - answeredAt < LOOK_NS) continue;
    Atomics.wait(control, Slot.state, state);
    continue;
  }
  const seq = Atomics.load(control, Slot.seq);
  const length = Atomics.load(control, Slot.length);
  let answer: number = State.invalid;
  try {
    const publicKey = data.slice(0, 32);
    const signature = data.slice(32, 96);
    const message = data.slice(96, 96 + length);
    answer = verify(null, message, keyOf(publicKey), signature) ? State.valid : State.invalid;
  } catch {
    answer = State.failed;
  }
  Atomics.store(control, Slot.answered, seq);
  Atomics.store(control, Slot.state, answer);
  Atomics.notify(control, Slot.state);
  answeredAt = process.hrtime.bigint();
}
