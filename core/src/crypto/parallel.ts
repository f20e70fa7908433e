// Verifying and signing on a second thread while the calling thread goes on. A check that
// resumes a history from outside verifies its head (one Ed25519 verify, about as long as the
// rest of the check); hashing the chain and running the checks do not depend on the answer, so
// the verify runs beside them and the check waits for it only before it answers. A check that
// asks for confirmation signs two things, its entry and its token: one is signed here, the
// other beside.
//
// One thread per process, started the first time it is wanted and never keeping the process
// alive; a few requests at a time; it sleeps when no request came for a while. Whatever goes
// wrong (the thread not started yet, busy, slow, gone) the caller does the work on its own
// thread, so this can make an answer come sooner but never change it. The CPU time is the
// same: it is spent on two cores.
import { Worker } from "node:worker_threads";
import { Job, LAYOUT, Slot, State, views } from "./verify-layout.js";

type Thread = ReturnType<typeof views> & { worker: Worker };

let thread: Thread | undefined;
/** Set when the thread could not start or has stopped: it is not started again. */
let gone = false;
let seq = 0;
/**
 * How long a caller that has to wait looks for the answer before it does the work itself: a
 * thread the system set aside for a while (to run the collector, say) then costs the caller one
 * verify or sign, not a time slice of several milliseconds.
 */
const LOOK_NS = 250_000n;
/** Off with TOOLGATE_VERIFY_THREAD=off, or useVerifyThread(false): every verify and sign on the calling thread. */
let enabled = process.env.TOOLGATE_VERIFY_THREAD !== "off";

/** Turns verifying beside on or off for this process (the benchmark measures both). */
export function useVerifyThread(on: boolean): void {
  enabled = on;
}

function start(): void {
  if (thread || gone) return;
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
    thread = { ...views(shared), worker };
  } catch {
    gone = true;
  }
}

/** Whether signatures are being verified beside the calling thread (false until the thread has started). */
export function verifyingBeside(): boolean {
  return enabled && thread !== undefined && Atomics.load(thread.header, LAYOUT.readyInt) === 1;
}

/** Starts the thread now, so the first checks do not verify on the calling thread while it starts. */
export function startVerifyingBeside(): void {
  start();
}

/**
 * Hands a job to the thread: a free slot gets the key, the signature (or room for it) and the
 * message, and the bell rings. Returns a function that waits for the slot's answer (the state
 * the thread wrote, with the slot), or undefined when the thread cannot take the job.
 */
function request(job: number, key: Uint8Array, signature: Uint8Array | undefined, message: Uint8Array): (() => { state: number; data: Uint8Array } | undefined) | undefined {
  const t = thread;
  if (!enabled) return undefined;
  if (!t) {
    start();
    return undefined;
  }
  if (Atomics.load(t.header, LAYOUT.readyInt) !== 1 || message.length > LAYOUT.longestMessage || key.length !== 32) return undefined;
  // A slot whose request is still running (one whose caller stopped waiting for it) is not free.
  const slot = t.slots.find((s) => Atomics.load(s.control, Slot.state) !== State.requested);
  if (!slot) return undefined;
  const { control, data } = slot;
  const n = (seq = (seq % 0x7fffffff) + 1);
  data.set(key, 0);
  if (signature) data.set(signature, 32);
  data.set(message, 96);
  Atomics.store(control, Slot.job, job);
  Atomics.store(control, Slot.length, message.length);
  Atomics.store(control, Slot.seq, n);
  Atomics.store(control, Slot.state, State.requested);
  Atomics.add(t.header, LAYOUT.bellInt, 1);
  Atomics.notify(t.header, LAYOUT.bellInt);
  return () => {
    // Most often the answer is there; else the caller looks for it (waking from a sleep costs
    // more than the wait) until it comes or the time is up.
    if (Atomics.load(control, Slot.state) === State.requested) {
      const until = process.hrtime.bigint() + LOOK_NS;
      for (let i = 1; Atomics.load(control, Slot.state) === State.requested; i++) {
        if ((i & 0xff) === 0 && process.hrtime.bigint() > until) break;
      }
    }
    const state = Atomics.load(control, Slot.state);
    // Only an answer to this very request is taken.
    return Atomics.load(control, Slot.answered) === n && state !== State.requested ? { state, data } : undefined;
  };
}

/**
 * Starts verifying `signature` over `message` with the raw Ed25519 `publicKey` on the second
 * thread, and returns a function that waits for the answer. When the thread cannot take it, or
 * does not answer this request in time, the returned function calls `here` instead.
 */
export function verifyBeside(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array, here: () => boolean): () => boolean {
  if (signature.length !== 64) return here;
  return answered(request(Job.verify, publicKey, signature, message), (got) => (got.state === State.valid ? true : got.state === State.invalid ? false : undefined), here);
}

/**
 * Starts signing `message` with the Ed25519 key of the 32-byte `seed` on the second thread (the
 * thread wipes the seed from the shared memory once it has read it), and returns a function that
 * waits for the signature. When the thread cannot take it, or does not answer in time, the
 * returned function calls `here` instead.
 */
export function signBeside(seed: Uint8Array, message: Uint8Array, here: () => Uint8Array): () => Uint8Array {
  return answered(request(Job.sign, seed, undefined, message), (got) => (got.state === State.signed ? got.data.slice(32, 96) : undefined), here);
}

/** The answer to a request, worked out once: what `take` makes of the thread's, else `here()`. */
function answered<T>(wait: ReturnType<typeof request>, take: (got: { state: number; data: Uint8Array }) => T | undefined, here: () => T): () => T {
  if (!wait) return here;
  let answer: T | undefined;
  return () => {
    if (answer === undefined) {
      const got = wait();
      answer = (got && take(got)) ?? here();
    }
    return answer;
  };
}
