// The upstream MCP server's process: spawned in a process group of its own, spoken to over its
// stdin and stdout, and ended with everything it started — a wrapper script's children too.
import { spawn, type ChildProcess } from "node:child_process";
import { PassThrough, type Stream } from "node:stream";
import type { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

export interface UpstreamCommand {
  command: string;
  args?: string[];
  /** Variables given to the upstream besides the SDK's safe defaults (HOME, PATH, …). */
  env?: Record<string, string>;
  cwd?: string;
}

/** A stdio transport to the upstream that keeps what is needed to end its process. */
export interface UpstreamTransport extends Transport {
  /** The process id once started (kept after the transport closes). */
  readonly spawned: number | undefined;
  /** Whether the process leads a group of its own, which is ended as a whole. */
  readonly group: boolean;
  /** The upstream's stderr, readable before it starts. */
  readonly stderr: Stream | null;
}

/**
 * The stdio transport on POSIX: the SDK's, but spawned detached, so that the server leads a
 * process group of its own and everything it starts (a wrapper's children: `sh -c`, `npx`,
 * `uv run`) is in that group. The SDK's transport takes no spawn options, so this one is ours;
 * the framing (one JSON-RPC message a line) is the SDK's.
 */
class GroupStdio implements UpstreamTransport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly group = true;
  readonly stderr = new PassThrough();
  spawned: number | undefined;
  private child: ChildProcess | undefined;
  private readonly buffer = new ReadBuffer();

  constructor(private readonly upstream: UpstreamCommand) {}

  start(): Promise<void> {
    if (this.child) return Promise.reject(new Error("the upstream transport is already started"));
    return new Promise((resolve, reject) => {
      const child = spawn(this.upstream.command, this.upstream.args ?? [], {
        env: { ...getDefaultEnvironment(), ...(this.upstream.env ?? {}) },
        cwd: this.upstream.cwd,
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        detached: true,
      });
      this.child = child;
      child.on("error", (e) => {
        reject(e);
        this.onerror?.(e);
      });
      child.on("spawn", () => {
        this.spawned = child.pid;
        resolve();
      });
      child.on("close", () => {
        if (this.child === child) this.child = undefined;
        this.onclose?.();
      });
      child.stdin?.on("error", (e) => this.onerror?.(e));
      child.stdout?.on("error", (e) => this.onerror?.(e));
      child.stdout?.on("data", (chunk: Buffer) => {
        try {
          this.buffer.append(chunk);
        } catch (e) {
          // A line longer than the SDK's buffer takes: the upstream is no longer spoken to.
          this.onerror?.(e as Error);
          void this.close();
          return;
        }
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = this.buffer.readMessage();
          } catch (e) {
            this.onerror?.(e as Error);
            continue;
          }
          if (message === null) break;
          this.onmessage?.(message);
        }
      });
      child.stderr?.pipe(this.stderr);
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin) return Promise.reject(new Error("Not connected"));
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once("drain", resolve);
    });
  }

  /** Closes the upstream's stdin; ending the process is `closeUpstream`'s, by its group. */
  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    try {
      child?.stdin?.end();
    } catch {
      // already closed
    }
    this.buffer.clear();
  }
}

/** The SDK's transport, where there are no process groups (Windows): only its own process is ended. */
class PlainStdio extends StdioClientTransport implements UpstreamTransport {
  readonly group = false;
  spawned: number | undefined;

  override async start(): Promise<void> {
    await super.start();
    // The SDK forgets the process id as soon as it starts closing.
    this.spawned = this.pid ?? undefined;
  }
}

export function upstreamTransport(upstream: UpstreamCommand): UpstreamTransport {
  if (process.platform !== "win32") return new GroupStdio(upstream);
  return new PlainStdio({
    command: upstream.command,
    args: upstream.args ?? [],
    env: { ...getDefaultEnvironment(), ...(upstream.env ?? {}) },
    cwd: upstream.cwd,
    stderr: "pipe",
  });
}

/** Whether a process (a negative id: any process of that group) still runs; one we may not signal is taken to run. */
function running(target: number): boolean {
  try {
    process.kill(target, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

async function endedWithin(target: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (running(target)) {
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name);
  } catch {
    // already gone
  }
}

/**
 * Ends the upstream, as a supervisor stops a process: its stdin is closed; a group still running
 * after `graceMs` is sent SIGTERM, and one still running after another `graceMs`, SIGKILL. The
 * signals go to the whole process group, so a wrapper's children end with it. The wait is the
 * gateway's own: after a failed start (a hung upstream) the SDK has already let go of the
 * process, and its own timers would not keep a closing gateway alive.
 */
export async function closeUpstream(client: McpClient, transport: UpstreamTransport, graceMs: number): Promise<void> {
  const pid = transport.spawned;
  const closing = client.close().catch(() => undefined);
  if (pid === undefined) {
    await closing;
    return;
  }
  const target = transport.group ? -pid : pid;
  if (!(await endedWithin(target, graceMs))) {
    signal(target, "SIGTERM");
    if (!(await endedWithin(target, graceMs))) {
      signal(target, "SIGKILL");
      await endedWithin(target, graceMs);
    }
  }
  await closing;
}
