// Verifying a signature on a second thread while the calling thread goes on. A check that
// resumes a history from outside verifies its head (one Ed25519 verify, about as long as the
// rest of the check); hashing the chain and running the checks do not depend on the answer, so
// the verify runs beside them and the check waits for it only before it answers.
//
// One thread per process, started the first time it is wanted and never keeping the process
// alive; one request at a time; it sleeps when no request came for a while. Whatever goes wrong (the thread not started yet, busy with
// another request, slow, gone) the caller verifies on its own thread, so this can make an
// answer come sooner but never change it. The CPU time is the same: it is spent on two cores.
import { Worker } from "node:worker_threads";
import { LAYOUT, Slot, State } from "./verify-layout.js";

interface Thread {
  control: Int32Array;
  data: Uint8Array;
  worker: Worker;
}

let thread: Thread | undefined;
let starting = false;
let gone = false;
let seq = 0;
/**
 * How long a caller that has to wait looks for the answer before it verifies itself: a thread
 * the system set aside for a while (to run the collector, say) then costs the caller one verify,
 * not a time slice of several milliseconds.
 */
const LOOK_NS = 1_000_000n;
/** Off with TOOLGATE_VERIFY_THREAD=off, or useVerifyThread(false): every verify on the calling thread. */
let enabled = process.env.TOOLGATE_VERIFY_THREAD !== "off";

/** Turns verifying beside on or off for this process (the benchmark measures both). */
export function useVerifyThread(on: boolean): void {
  enabled = on;
}

function start(): void {
  if (starting || gone) return;
  starting = true;
  try {
    const shared = new SharedArrayBuffer(LAYOUT.bytes);
    // The process's own flags are not the thread's business (`--input-type`, say, fails a worker).
    const worker = new Worker(new URL("./verify-worker.js", import.meta.url), { workerData: shared, execArgv: [] });
    worker.unref();
    const stop = () => {
      gone = true;
      thread = undefined;
    };
    worker.on("error", stop);
    worker.on("exit", stop);
    // Taken into use once the thread says, in the shared memory, that it looks for requests.
    thread = { control: new Int32Array(shared, 0, LAYOUT.controlInts), data: new Uint8Array(shared, LAYOUT.dataOffset), worker };
  } catch {
    gone = true;
  }
}

/** Whether signatures are being verified beside the calling thread (false until the thread has started). */
export function verifyingBeside(): boolean {
  return enabled && thread !== undefined && Atomics.load(thread.control, Slot.ready) === 1;
}

/** Starts the thread now, so the first checks do not verify on the calling thread while it starts. */
export function startVerifyingBeside(): void {
  if (!thread) start();
}

/**
 * Starts verifying `signature` over `message` with the raw Ed25519 `publicKey` on the second
 * thread, and returns a function that waits for the answer. When the thread cannot take it, or
 * does not answer this request in time, the returned function calls `here` instead.
 */
export function verifyBeside(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array, here: () => boolean): () => boolean {
  const t = thread;
  if (!enabled) return here;
  if (!t) {
    start();
    return here;
  }
  if (Atomics.load(t.control, Slot.ready) !== 1) return here;
  if (message.length > LAYOUT.longestMessage || publicKey.length !== 32 || signature.length !== 64) return here;
  // A request still running (one whose caller stopped waiting for it) keeps the thread.
  if (Atomics.load(t.control, Slot.state) === State.requested) return here;
  const n = (seq = (seq % 0x7fffffff) + 1);
  t.data.set(publicKey, 0);
  t.data.set(signature, 32);
  t.data.set(message, 96);
  Atomics.store(t.control, Slot.length, message.length);
  Atomics.store(t.control, Slot.seq, n);
  Atomics.store(t.control, Slot.state, State.requested);
  Atomics.notify(t.control, Slot.state);
  let answer: boolean | undefined;
  return () => {
    if (answer !== undefined) return answer;
    // Most often the answer is there; else the caller looks for it (waking from a sleep costs
    // more than the wait) until it comes or the time is up.
    if (Atomics.load(t.control, Slot.state) === State.requested) {
      const until = process.hrtime.bigint() + LOOK_NS;
      for (let i = 1; Atomics.load(t.control, Slot.state) === State.requested; i++) {
        if ((i & 0xff) === 0 && process.hrtime.bigint() > until) break;
      }
    }
    const state = Atomics.load(t.control, Slot.state);
    // Only an answer to this very request is taken; anything else is verified here.
    if (Atomics.load(t.control, Slot.answered) !== n || (state !== State.valid && state !== State.invalid)) return (answer = here());
    return (answer = state === State.valid);
  };
}
