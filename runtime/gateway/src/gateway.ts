// The MCP gateway: a proxy in front of one MCP server (stdio upstream) that serves its pinned
// tools to MCP clients (stdio or streamable HTTP downstream) and routes every `tools/call`
// through the executor: allow → forward; confirm → ask the person (elicitation) or answer with
// the question and the token to present; refuse → a tool error with the reasons.
import { dirname, join } from "node:path";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ListToolsRequestSchema,
  ToolListChangedNotificationSchema,
  type CallToolResult,
  type Progress,
  type ServerNotification,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { Client, type ClientOptions } from "@toolgate/core";
import { generateKeyPair, type KeyPair } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { SqliteAuditLog, type AuditLog } from "@toolgate/executor";
import { declinePending, executeCall, type ExecuteOptions, type ExecuteResult, type ToolHandler } from "@toolgate/executor";
import { Sanitizer } from "@toolgate/core";
import type { Session } from "@toolgate/core";
import { buildCatalogue, type GatewayCatalogue } from "./catalogue.js";
import { patternsOf, readOverrides, type Overrides, type OverridesFile } from "./overrides.js";
import { FilePinStore, type Pin, type PinStatus, type PinStore, type UpstreamTool } from "./pins.js";
import { closeUpstream, upstreamTransport, type UpstreamCommand, type UpstreamTransport } from "./upstream.js";

export type { UpstreamCommand } from "./upstream.js";
import { Metrics } from "@toolgate/server";

/** The `_meta` key a call presents an approved confirmation token under. */
export const META_CONFIRMATION = "toolgate/confirmation";
/** The `_meta` key a call may name its id under (one id per call, reused when it is resumed). */
export const META_CALL_ID = "toolgate/call_id";
/** The `_meta` key of a result that carries the check's answer. */
export const META_ANSWER = "toolgate/answer";

export const GATEWAY_NAME = "toolgate-gateway";

export interface GatewayOptions {
  upstream: UpstreamCommand;
  /** The pins file (written by `toolgate gateway approve`), or a store replicas share. */
  pins: string | PinStore;
  overrides?: string | OverridesFile;
  /** The signing keys: a keys file or a pair. Default: a pair made for this process. */
  keys?: ClientOptions["keys"];
  /** Everything else a client takes: rulebook, settings, checks, licence, heads, usage, now. */
  client?: Omit<ClientOptions, "catalogue" | "keys" | "log">;
  /** The agent the gateway's sessions act as. */
  agent?: string;
  /** The audit log, or its SQLite file. Default: toolgate-audit.db next to the pins file (required when the pins are a store). */
  audit?: AuditLog | string;
  /** Milliseconds before a call is given up as `outcome_unknown` (default: the overrides', else 30 000). */
  timeoutMs?: number;
  /** The most characters of JSON a result keeps (default: the overrides', else 4 000). */
  maxResultChars?: number;
  /** How long to wait for the person to answer an elicitation. Default 10 minutes. */
  askTimeoutMs?: number;
  /** How long the upstream may take to start and answer `initialize`. Default 20 000 ms. */
  startTimeoutMs?: number;
  /** Where JSON log lines go. Default: stderr. */
  log?: (line: string) => void;
  version?: string;
  /**
   * Shadow mode (log-only): every call is checked, recorded and audited as it was decided, but a
   * call the gate would refuse or ask about is forwarded too; the result's answer says
   * `shadow: true` and what the gate `would` have answered.
   */
  shadow?: boolean;
  /**
   * How often, in milliseconds, the pins are read again while no request comes in, so that
   * connected clients hear of an approval (`notifications/tools/list_changed`) without asking.
   * Default 5 000; 0 reads them only when a request comes in.
   */
  pinsPollMs?: number;
}

interface Connection {
  server: Server;
  session: Session;
  /** The client the session belongs to (the gateway's changes when the upstream's tools do). */
  client: Client;
  queue: Promise<unknown>;
}

function toolError(text: string, meta: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], isError: true, _meta: meta };
}

/** Whether the downstream client takes form elicitations (an empty capability means form, as the spec says). */
function elicitsForms(server: Server): boolean {
  const e = server.getClientCapabilities()?.elicitation as { form?: unknown; url?: unknown } | undefined;
  if (!e) return false;
  return e.form !== undefined || e.url === undefined;
}

/** Starts an upstream server only to list its tools (for `toolgate gateway approve` and `pins`). */
export async function listUpstreamTools(upstream: UpstreamCommand, options: { timeoutMs?: number; version?: string } = {}): Promise<UpstreamTool[]> {
  const client = new McpClient({ name: GATEWAY_NAME, version: options.version ?? "0.1.0" }, { capabilities: {} });
  const transport = upstreamTransport(upstream);
  try {
    await client.connect(transport, { timeout: options.timeoutMs ?? 20_000 });
    const out: UpstreamTool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const r = await client.listTools(cursor ? { cursor } : undefined, { timeout: options.timeoutMs ?? 20_000 });
      out.push(...(r.tools as UpstreamTool[]));
      cursor = r.nextCursor;
      if (!cursor) break;
    }
    return out;
  } finally {
    await closeUpstream(client, transport, 200);
  }
}

export class Gateway {
  private client!: Client;
  private built!: GatewayCatalogue;
  private tools: UpstreamTool[] = [];
  /** The pins the catalogue was built from, as sorted (tool, sha256) pairs: a change rebuilds it. */
  private pinPrint = "";
  private syncing: Promise<void> | undefined;
  private readonly connections = new Set<Connection>();
  private readonly sanitizer: Sanitizer;
  private readonly log: (line: string) => void;
  private readonly keys: NonNullable<ClientOptions["keys"]>;
  private readonly ownAudit: boolean;
  readonly audit: AuditLog;
  /** Answers by decision and reason, and each tool call's latency (`GET /metrics`). */
  readonly metrics = new Metrics();
  private closed = false;
  /** The upstream exited or stopped being spoken to (a line over the SDK's buffer): calls fail as `upstream_unavailable`. */
  private upstreamGone = false;
  private poll: ReturnType<typeof setInterval> | undefined;

  private constructor(
    private readonly options: GatewayOptions,
    private readonly pins: PinStore,
    private readonly upstream: McpClient,
    private readonly upstreamStdio: UpstreamTransport,
    private readonly overrides: Overrides | undefined,
    keys: NonNullable<ClientOptions["keys"]>,
    audit: AuditLog,
    ownAudit: boolean,
    log: (line: string) => void,
  ) {
    this.keys = keys;
    this.audit = audit;
    this.ownAudit = ownAudit;
    this.sanitizer = new Sanitizer({ patterns: patternsOf(overrides) });
    this.log = (line) => log(this.sanitizer.text(line));
  }

  /** Starts the upstream, lists and pins its tools, and builds the catalogue. */
  static async start(options: GatewayOptions): Promise<Gateway> {
    const rawLog = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
    const overrides = options.overrides === undefined ? undefined : readOverrides(options.overrides);
    const pins = typeof options.pins === "string" ? new FilePinStore(options.pins) : options.pins;
    await pins.read(); // a missing or broken pins file is an input error before anything starts
    let keys: NonNullable<ClientOptions["keys"]>;
    if (options.keys === undefined) {
      keys = generateKeyPair() satisfies KeyPair;
      rawLog(JSON.stringify({ t: new Date().toISOString(), level: "warn", msg: "no keys given: a key pair made for this process signs the sessions; confirmation tokens do not outlive it (`toolgate keys init` makes a lasting one)" }));
    } else keys = options.keys;
    let audit: AuditLog;
    let ownAudit = false;
    if (options.audit === undefined || typeof options.audit === "string") {
      const pinFile = pins instanceof FilePinStore ? pins.file : undefined;
      if (options.audit === undefined && pinFile === undefined) throw new ToolgateError("input_invalid", "pins kept in a database need an audit log: pass `audit`", { path: "audit" });
      const file = options.audit ?? join(dirname(pinFile!), "toolgate-audit.db");
      try {
        audit = new SqliteAuditLog(file);
      } catch (e) {
        throw new ToolgateError("input_invalid", `cannot open the audit log: ${(e as Error).message}`, { file });
      }
      ownAudit = true;
    } else audit = options.audit;

    const upstream = new McpClient({ name: GATEWAY_NAME, version: options.version ?? "0.1.0" }, { capabilities: {} });
    const transport = upstreamTransport(options.upstream);
    if (options.client?.entries !== undefined && options.client.heads === undefined) {
      if (ownAudit) audit.close();
      throw new ToolgateError("input_invalid", "sessions kept in a store need its heads too: pass `client.heads` with `client.entries`", { path: "client.heads" });
    }
    const gateway = new Gateway(options, pins, upstream, transport, overrides, keys, audit, ownAudit, rawLog);
    transport.stderr?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) gateway.emit("debug", "upstream stderr", { line: line.slice(0, 2000) });
    });
    try {
      await upstream.connect(transport, { timeout: options.startTimeoutMs ?? 20_000 });
      await gateway.rebuild();
    } catch (e) {
      await closeUpstream(upstream, transport, 500);
      if (ownAudit) audit.close();
      throw e;
    }
    upstream.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      void gateway.refresh();
    });
    const every = options.pinsPollMs ?? 5_000;
    if (every > 0) {
      gateway.poll = setInterval(() => {
        gateway.syncPins().catch((e: unknown) => gateway.emit("warn", "could not read the pins", { error: (e as Error).message }));
      }, every);
      gateway.poll.unref();
    }
    upstream.onclose = () => {
      // Calls fail from here on (each answered as a failed call); the operator hears it once.
      gateway.upstreamGone = true;
      if (!gateway.closed) gateway.emit("error", "the upstream server exited: calls fail until the gateway is restarted");
    };
    const waiting = [...gateway.built.status].filter(([, s]) => s !== "pinned").map(([name, s]) => ({ name, status: s }));
    gateway.emit("info", "gateway ready", {
      tools: [...gateway.built.status.values()].filter((s) => s === "pinned").length,
      awaiting_approval: waiting,
      ...(gateway.built.unknownOverrides.length ? { overrides_without_tool: gateway.built.unknownOverrides } : {}),
      ...(gateway.built.unusable.length ? { unusable_names: gateway.built.unusable } : {}),
      ...(gateway.built.uncompiled.length ? { schemas_not_enforceable: gateway.built.uncompiled } : {}),
    });
    return gateway;
  }

  private emit(level: "debug" | "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}): void {
    this.log(JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields }));
  }

  private async listUpstream(): Promise<UpstreamTool[]> {
    const out: UpstreamTool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const r = await this.upstream.listTools(cursor ? { cursor } : undefined);
      out.push(...(r.tools as UpstreamTool[]));
      cursor = r.nextCursor;
      if (!cursor) break;
    }
    return out;
  }

  private async rebuild(): Promise<void> {
    const tools = await this.listUpstream();
    await this.build(tools, await this.pins.read());
  }

  private async build(tools: UpstreamTool[], pins: ReadonlyMap<string, Pin>): Promise<void> {
    const built = buildCatalogue(tools, pins, this.overrides);
    const client = await Client.create({
      ...(this.options.client ?? {}),
      catalogue: built.catalogue,
      keys: this.keys,
      log: (m) => this.emit("info", m),
    });
    this.tools = tools;
    this.built = built;
    this.client = client;
    this.pinPrint = printOf(pins);
  }

  /**
   * Reads the pins again and, when they differ from the ones the catalogue holds (an approval made
   * through another replica or `gateway approve`), rebuilds it; sessions move over at their next
   * call. Throws when the pins cannot be read: the caller then runs nothing.
   */
  private syncPins(): Promise<void> {
    this.syncing ??= (async () => {
      try {
        const pins = await this.pins.read();
        if (printOf(pins) === this.pinPrint) return;
        await this.build(this.tools, pins);
        this.emit("info", "the pins changed", { pinned: [...this.built.status].filter(([, s]) => s === "pinned").map(([name]) => name) });
        this.toolsChanged();
      } finally {
        this.syncing = undefined;
      }
    })();
    return this.syncing;
  }

  /** The upstream said its tools changed: list and pin them again; sessions move over at their next call. */
  private async refresh(): Promise<void> {
    if (this.closed) return;
    try {
      await this.rebuild();
      const changed = [...this.built.status].filter(([, s]) => s !== "pinned").map(([name, s]) => ({ name, status: s }));
      this.emit("warn", "the upstream's tools changed", { awaiting_approval: changed });
      this.toolsChanged();
    } catch (e) {
      this.emit("error", "could not list the upstream's tools again", { error: (e as Error).message });
    }
  }

  /**
   * Tells every connected client that `tools/list` changed (the gateway declares `listChanged`).
   * A client connected over streamable HTTP hears it on its standing GET stream; one without such
   * a stream learns of it at its next `tools/list`.
   */
  private toolsChanged(): void {
    for (const c of this.connections) void c.server.sendToolListChanged().catch(() => undefined);
  }

  /** Each upstream tool's pin status. */
  get pinStatus(): ReadonlyMap<string, PinStatus> {
    return this.built.status;
  }

  /** What `tools/list` shows: pinned tools this agent may reach, with the catalogue's schemas. */
  visibleTools(): Tool[] {
    const catalogue = this.client.catalogue;
    const agent = this.options.agent;
    const out: Tool[] = [];
    for (const t of this.tools) {
      const compiled = catalogue.get(t.name);
      if (!compiled || compiled.spec.withdrawn) continue;
      const spec = compiled.spec;
      if (!agent && (catalogue.agents.size > 1 || spec.agents)) continue;
      if (agent && catalogue.agents.size > 0 && !catalogue.agents.has(agent)) continue;
      if (agent && spec.agents && !spec.agents.includes(agent)) continue;
      const tool: Tool = { name: t.name, description: spec.description ?? "", inputSchema: spec.arguments as Tool["inputSchema"] };
      if (t.title) tool.title = t.title;
      if (t.annotations) tool.annotations = t.annotations as Tool["annotations"];
      out.push(tool);
    }
    return out;
  }

  /** Serves the gateway on a downstream transport: one session per connection. */
  async connect(transport: Transport): Promise<Server> {
    const server = new Server({ name: GATEWAY_NAME, version: this.options.version ?? "0.1.0" }, { capabilities: { tools: { listChanged: true } } });
    // With a session store, the connection's session is kept there: a confirmation it asks can
    // be approved through any gateway sharing the store.
    const session = this.client.keepsSessions ? this.client.session(this.options.agent ?? "", { stored: true }) : this.client.session(this.options.agent ?? "");
    const conn: Connection = { server, session, client: this.client, queue: Promise.resolve() };
    server.setRequestHandler(ListToolsRequestSchema, async () => {
      await this.syncPins();
      return { tools: this.visibleTools() };
    });
    server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
      // Calls in one session are decided one at a time: each sees the history the one before left.
      const run = () => this.call(conn, request.params, extra.sendRequest, extra.sendNotification);
      const next = conn.queue.then(run, run);
      conn.queue = next.catch(() => undefined);
      return next;
    });
    server.onclose = () => {
      this.connections.delete(conn);
    };
    this.connections.add(conn);
    await server.connect(transport);
    return server;
  }

  private executeOptions(): ExecuteOptions {
    const o = this.overrides?.data ?? {};
    return {
      audit: this.audit,
      sanitizer: this.sanitizer,
      timeoutMs: this.options.timeoutMs ?? o.timeout_ms,
      maxResultChars: this.options.maxResultChars ?? o.max_result_chars,
      retries: o.retries,
      failed: (r) => (r as CallToolResult | undefined)?.isError === true,
      log: this.log,
      shadow: this.options.shadow === true,
    };
  }

  private async call(
    conn: Connection,
    params: { name: string; arguments?: Record<string, unknown>; _meta?: Record<string, unknown> },
    sendRequest: (request: { method: "elicitation/create"; params: Record<string, unknown> }, schema: typeof ElicitResultSchema, options?: { timeout?: number }) => Promise<{ action: string; content?: Record<string, unknown> }>,
    sendNotification: (notification: ServerNotification) => Promise<void>,
  ): Promise<CallToolResult> {
    const started = performance.now();
    try {
      await this.syncPins();
    } catch (e) {
      // Fail closed: without the pins as they are now, no tool is known to be approved.
      this.emit("error", "could not read the pins: the call was not run", { tool: params.name, error: (e as Error).message });
      return toolError(`Toolgate could not read the pins, so the call to \`${params.name}\` was not run.`, { [META_ANSWER]: { decision: "refuse", reasons: [], status: "refused", code: "pins_unavailable" } });
    }
    if (conn.client !== this.client) {
      const old = conn.session;
      conn.session = this.client.keepsSessions
        ? this.client.session(this.options.agent ?? "", { stored: { session: old.history.session, head: old.head } })
        : this.client.session(this.options.agent ?? "", { history: old.history.toJSON() });
      conn.client = this.client;
    }
    const name = params.name;
    const args = params.arguments ?? {};
    const meta = params._meta ?? {};
    const token = typeof meta[META_CONFIRMATION] === "string" ? (meta[META_CONFIRMATION] as string) : undefined;
    const id = typeof meta[META_CALL_ID] === "string" ? (meta[META_CALL_ID] as string) : undefined;
    // The client's progress token is kept to the gateway: the upstream's progress, sanitized, is
    // sent on under it.
    const progressToken = meta.progressToken;
    const forwarded: Array<Promise<unknown>> = [];
    const onprogress = typeof progressToken === "string" || typeof progressToken === "number"
      ? (p: Progress) => {
          const message = typeof p.message === "string" ? { message: this.sanitizer.text(p.message) } : {};
          const total = typeof p.total === "number" ? { total: p.total } : {};
          forwarded.push(sendNotification({ method: "notifications/progress", params: { progressToken, progress: p.progress, ...total, ...message } }).catch(() => undefined));
        }
      : undefined;
    const handler: ToolHandler = (a, ctx) => this.upstreamGone ? Promise.reject(Object.assign(new Error("the upstream server is gone"), { code: "upstream_unavailable" })) : this.upstream.callTool({ name, arguments: a }, undefined, { signal: ctx.signal, timeout: 86_400_000, ...(onprogress ? { onprogress } : {}) });
    const options = this.executeOptions();

    const session = await this.sessionOf(conn, token);
    let r = await executeCall(conn.client, session, { tool: name, arguments: args, confirmation: token, id }, handler, options);
    let asked: "approved" | "declined" | undefined;
    if (r.status === "pending" && r.pending && elicitsForms(conn.server)) {
      const pending = r.pending;
      let reply: { action: string; content?: Record<string, unknown> } | undefined;
      try {
        reply = await sendRequest(
          {
            method: "elicitation/create",
            params: {
              message: `${pending.question}\n\nTool: ${name}\nArguments: ${JSON.stringify(pending.arguments)}`,
              requestedSchema: {
                type: "object",
                properties: { approve: { type: "boolean", title: "Approve this call", description: `Run \`${name}\` with the arguments shown` } },
                required: ["approve"],
              },
            },
          },
          ElicitResultSchema,
          { timeout: this.options.askTimeoutMs ?? 600_000 },
        );
      } catch (e) {
        this.emit("warn", "elicitation failed: answering with the question and the token instead", { tool: name, error: (e as Error).message });
      }
      if (reply) {
        if (reply.action === "accept" && reply.content?.approve === true) {
          asked = "approved";
          r = await executeCall(conn.client, session, { tool: name, arguments: args, confirmation: pending.confirmation, id: r.callId }, handler, options);
        } else {
          asked = "declined";
          await declinePending(this.audit, pending.session, pending.callId, this.log);
        }
      }
    }
    // Progress goes out before the answer: a client drops a report that comes after it.
    await Promise.all(forwarded);
    const result = this.toMcp(r, name, asked);
    this.emit("info", "tools/call", {
      tool: name,
      status: asked === "declined" ? "declined" : r.status,
      decision: r.decision,
      reasons: r.reasons,
      ...(asked ? { asked } : {}),
      ...(this.options.shadow === true ? { shadow: true } : {}),
      session: r.session,
      call_id: r.callId,
      ms: Math.round(performance.now() - started),
    });
    this.metrics.decided(r.decision, r.reasons, this.options.shadow === true);
    this.metrics.answered("tools/call", asked === "declined" ? "declined" : r.status, (performance.now() - started) / 1000);
    return result;
  }

  /**
   * The session a call is checked on: the connection's, or — with sessions kept in a store — the
   * stored session an approved token was issued for, when it is another's (asked through
   * another connection or another gateway sharing the store). The call is then checked, run and
   * recorded on that session, at its newest head; the audit's claim on the token keeps it to one
   * run however many gateways it is presented to. A token whose signature does not verify names
   * no session: the call stays on the connection's, where the check answers it.
   */
  private async sessionOf(conn: Connection, token: string | undefined): Promise<Session> {
    if (token === undefined || !conn.client.keepsSessions) return conn.session;
    const asked = conn.client.confirmationSession(token);
    if (asked === undefined || asked === conn.session.history.session) return conn.session;
    // At the head store's newest head when it is checked: a head read here first could be passed
    // by another gateway's advance before the check, and would then read as a rollback.
    return conn.client.session(this.options.agent ?? "", { stored: { session: asked, newest: true } });
  }

  private toMcp(r: ExecuteResult, tool: string, asked: "approved" | "declined" | undefined): CallToolResult {
    const answer: Record<string, unknown> = this.options.shadow === true
      ? // As `serve --shadow` answers: the call was let through; `would` is what the gate decided.
        { decision: "allow", reasons: [], shadow: true, would: { decision: r.decision, reasons: r.reasons }, status: r.status, call_id: r.callId, ...(r.code ? { code: r.code } : {}) }
      : { decision: r.decision, reasons: r.reasons, status: r.status, call_id: r.callId, ...(r.code ? { code: r.code } : {}) };
    if (Object.keys(r.detail).length) answer.detail = this.sanitizer.value(r.detail);
    if (asked) answer.asked = asked;
    const meta: Record<string, unknown> = { [META_ANSWER]: answer };
    if (asked === "declined") {
      answer.status = "declined";
      return toolError(`The person declined this call to \`${tool}\`; it did not run.`, meta);
    }
    switch (r.status) {
      case "ran":
      case "failed": {
        if (r.result === undefined) return toolError(`The call to \`${tool}\` failed: ${r.error ?? "no result"}`, meta);
        const res = (typeof r.result === "object" && r.result !== null ? { ...(r.result as object) } : {}) as CallToolResult;
        const content = Array.isArray(res.content) ? [...res.content] : [];
        if (r.cut) content.push({ type: "text", text: `[toolgate: the result was cut at a record boundary, from ${r.cut.from} to ${r.cut.to} characters of JSON]` });
        return { ...res, content, _meta: { ...((res._meta as object) ?? {}), ...meta } };
      }
      case "outcome_unknown":
        return toolError(
          `The call to \`${tool}\` ${r.code === "already_started" ? "was already started by an earlier run that recorded no outcome" : "timed out"}; whether it took effect is unknown. ${r.retryable ? "It is an idempotent read: calling it again is safe." : "Do not call it again: it is not declared idempotent, and a second run could do it twice."}`,
          { ...meta, [META_ANSWER]: { ...answer, retryable: r.retryable === true } },
        );
      case "refused": {
        const pin = this.built.status.get(tool);
        const why = r.reasons.includes("unknown_tool") && pin && pin !== "pinned"
          ? ` The upstream offers \`${tool}\`, but ${pin === "new" ? "nobody approved it yet" : "its definition changed since it was approved"}: \`toolgate gateway approve --tool ${tool}\` pins it.`
          : "";
        if (why) answer.pin = pin;
        return toolError(`Toolgate refused this call to \`${tool}\`: ${r.reasons.join(", ")}${summary(this.sanitizer.value(r.detail))}.${why}`, meta);
      }
      case "pending": {
        const p = r.pending!;
        return toolError(
          `This call to \`${tool}\` waits for a person's approval (${p.reasons.join(", ")}): ${p.question}\nTo run it once they approve, send the same call, with the same arguments, with _meta {"${META_CONFIRMATION}": "${p.confirmation}"}.`,
          { ...meta, [META_CONFIRMATION]: p.confirmation },
        );
      }
      case "duplicate":
        return toolError(`This call to \`${tool}\` was already decided (${String(r.detail.outcome)}): an approval runs its call once.`, meta);
    }
  }

  /** Stops every downstream session, the upstream server and the audit log the gateway opened. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    for (const c of [...this.connections]) await c.server.close().catch(() => undefined);
    await closeUpstream(this.upstream, this.upstreamStdio, 500);
    if (this.ownAudit) await this.audit.close();
  }
}

function printOf(pins: ReadonlyMap<string, Pin>): string {
  return JSON.stringify([...pins].map(([name, p]) => [name, p.sha256]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)));
}

/** The parts of a refusal's detail that say what was wrong, on one line. */
function summary(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const k of ["pointer", "rule", "flow", "destinations", "why", "pin"]) {
    const v = detail[k];
    if (v !== undefined) parts.push(`${k} ${typeof v === "string" ? v : JSON.stringify(v)}`);
  }
  return parts.length ? ` (${parts.join("; ")})` : "";
}
