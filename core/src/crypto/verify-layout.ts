// The shared memory between a process and its crypto thread (parallel.ts, verify-worker.ts): a
// word that says the thread is ready and a doorbell the caller rings after each request, then a
// few slots, each one request at a time: six 32-bit words of control, then a key, a signature
// and a message.
export const Slot = {
  state: 0,
  /** The number of the request written last. */
  seq: 1,
  /** The number of the request the answer in `state` is for. */
  answered: 2,
  /** The message's length in bytes. */
  length: 3,
  /** What is asked: `Job.verify` or `Job.sign`. */
  job: 4,
} as const;

export const Job = {
  /** Verify the signature with the public key. */
  verify: 1,
  /** Sign the message with the 32-byte seed (wiped by the thread once read); the signature comes back in its place. */
  sign: 2,
} as const;

export const State = {
  idle: 0,
  requested: 1,
  valid: 2,
  invalid: 3,
  /** The thread could not do it (a key it cannot read, say): the caller does it itself. */
  failed: 4,
  /** Signed: the signature is in the slot. */
  signed: 5,
} as const;

export const LAYOUT = {
  /** Set to 1 by the thread once it looks for requests: the first word. */
  readyInt: 0,
  /** Counted up by the caller after each request: the thread sleeps on it. */
  bellInt: 1,
  slots: 2,
  /** Bytes from the start of the memory to the first slot, and from one slot to the next. */
  slotOffset: 32,
  controlInts: 6,
  dataOffset: 32,
  /** Longer messages are signed and verified on the calling thread: history heads are 81 bytes, tokens a few hundred. */
  longestMessage: 2048,
  slotBytes: 32 + 32 + 64 + 2048,
  bytes: 32 + 2 * (32 + 32 + 64 + 2048),
} as const;

/** Where slot `i` starts in the shared memory. */
function slotStart(i: number): number {
  return LAYOUT.slotOffset + i * LAYOUT.slotBytes;
}

/** The same memory as both sides see it: the header words and each slot's control words and data. */
export function views(shared: SharedArrayBuffer): { header: Int32Array; slots: Array<{ control: Int32Array; data: Uint8Array }> } {
  return {
    header: new Int32Array(shared, 0, 2),
    slots: Array.from({ length: LAYOUT.slots }, (_, i) => ({
      control: new Int32Array(shared, slotStart(i), LAYOUT.controlInts),
      data: new Uint8Array(shared, slotStart(i) + LAYOUT.dataOffset, 32 + 64 + LAYOUT.longestMessage),
    })),
  };
}
