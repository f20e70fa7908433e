// A child process of the race tests (child.ts) and the messages it wrote, by request id.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const CHILD = fileURLToPath(new URL("./child.js", import.meta.url));
const WAIT_MS = 30_000;

/** A check's answer as a child writes it. */
export interface Answer {
  decision: string;
  reasons: string[];
  step: number;
  session: string;
  problem: string | null;
  /** The session a refused call's history moved from (`detail.previous_session`). */
  previous: string | null;
}

/** A child process and the messages it wrote, by request id. */
export class Child {
  readonly process: ChildProcess;
  private readonly listeners = new Map<string, (msg: Record<string, unknown>) => void>();
  private readonly early = new Map<string, Record<string, unknown>>();

  constructor(seed: string, file: string, entriesFile?: string) {
    this.process = spawn(process.execPath, [CHILD, seed, file, ...(entriesFile ? [entriesFile] : [])], { stdio: ["pipe", "pipe", "inherit"] });
    createInterface({ input: this.process.stdout! }).on("line", (line) => {
      const msg = JSON.parse(line) as Record<string, unknown>;
      const key = msg.started ? "started" : `${msg.id}:${msg.ready ? "ready" : "answer"}`;
      const listener = this.listeners.get(key);
      if (listener) listener(msg);
      else this.early.set(key, msg);
    });
  }

  /** The message of this key, waited for at most WAIT_MS. */
  next(key: string): Promise<Record<string, unknown>> {
    const got = this.early.get(key);
    if (got) {
      this.early.delete(key);
      return Promise.resolve(got);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the child did not answer ${key} within ${WAIT_MS} ms`)), WAIT_MS);
      this.listeners.set(key, (msg) => {
        clearTimeout(timer);
        this.listeners.delete(key);
        resolve(msg);
      });
    });
  }

  send(msg: unknown): void {
    this.process.stdin!.write(`${JSON.stringify(msg)}\n`);
  }

  stop(): void {
    this.process.stdin!.end();
    setTimeout(() => this.process.kill("SIGKILL"), 2_000).unref();
  }
}
