// The shared memory between a process and its verifying thread (parallel.ts, verify-worker.ts):
// five 32-bit words of control, then the public key, the signature and the message.
export const Slot = {
  state: 0,
  /** The number of the request written last. */
  seq: 1,
  /** The number of the request the answer in `state` is for. */
  answered: 2,
  /** The message's length in bytes. */
  length: 3,
  /** Set to 1 by the thread once it looks for requests. */
  ready: 4,
} as const;

export const State = {
  idle: 0,
  requested: 1,
  valid: 2,
  invalid: 3,
  /** The thread could not verify (a key it cannot read, say): the caller verifies itself. */
  failed: 4,
} as const;

export const LAYOUT = {
  controlInts: 5,
  dataOffset: 32,
  /** Longer messages are verified on the calling thread: history heads are 81 bytes. */
  longestMessage: 2048,
  bytes: 32 + 32 + 64 + 2048,
} as const;
