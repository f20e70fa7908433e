// `toolgate serve`: a JSON service over node:http, stateless between requests — the caller
// carries the session's signed history. Callers present their tenant's key as a bearer token, and
// a session answers only the tenant that opened it; bodies are size-limited and validated against
// the OpenAPI document's own schemas; one log line per request.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ValidateFunction } from "ajv";
import type { Client } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { History, type Head, type HeadStore, type OutcomeStatus } from "@toolgate/core";
import { compileFileSchema, repeatedKeyProblem, strictUtf8 } from "@toolgate/core";
import { STORE_BUSY_MESSAGE, storeBusy } from "./store-busy.js";
import type { CheckAnswer, CheckOptions, SessionOptions } from "@toolgate/core";
import { callerTenant, singleCaller, SessionBinding, type Callers } from "./callers.js";
import { jsonLogger, type Logger } from "./log.js";
import { logBatch } from "./log-batch.js";
import { Metrics, METRICS_CONTENT_TYPE } from "./metrics.js";
import { CHECK_REQUEST, CONFIRM_REQUEST, EXPORT_REQUEST, OPENAPI, REPORT_REQUEST } from "./openapi.js";

export interface ServeOptions {
  client: Client;
  /** The one bearer token callers present: a single tenant, `default`. Give this or `callers`. */
  token?: string;
  /** Per-tenant caller keys, kept as digests (`readCallers`). Give this or `token`. */
  callers?: Callers;
  /**
   * The secret that binds session ids to tenants: the same in every process serving the same
   * sessions (`toolgate serve` derives it from the keys' seed). Default: random, for this process only.
   */
  sessionSecret?: Uint8Array;
  /** The largest body taken, in bytes. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Where JSON log lines go. Default: stderr. */
  log?: (line: string) => void;
  /** The head store the client uses (the client refuses a rolled-back history on a report through it). */
  heads?: HeadStore;
  /** Readiness of each store. */
  ready?: () => Record<string, boolean>;
  /**
   * Shadow mode (log-only): every answer is computed, recorded in the history and logged as it
   * is, but the service answers `allow` with `shadow: true` and the answer it would have given.
   */
  shadow?: boolean;
  /** Where counters and latencies go (`GET /metrics`). Default: one set for this server. */
  metrics?: Metrics;
}

type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

export interface Route {
  method: "GET" | "POST";
  path: string;
  /** Whether the caller must present the bearer token. */
  auth: boolean;
  handler: Handler;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** A body that is not JSON, sent as it is (the `content-type` in `headers`). */
  text?: string;
}

interface RequestContext {
  body: unknown;
  /** The request's headers, as node:http gives them. */
  headers: IncomingMessage["headers"];
  /** The tenant whose key the caller presented (guarded routes only). */
  tenant: string;
  /** What the log line says of the request besides method, path and status. */
  note: Record<string, unknown>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems?: Array<{ path: string; message: string }>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

const DEFAULT_MAX_BODY = 1024 * 1024;

function problemsOf(validate: ValidateFunction): Array<{ path: string; message: string }> {
  return (validate.errors ?? []).map((e) => {
    const params = e.params as Record<string, unknown>;
    const path = e.keyword === "additionalProperties" ? `${e.instancePath}/${String(params.additionalProperty)}` : e.keyword === "required" ? `${e.instancePath}/${String(params.missingProperty)}` : e.instancePath || "/";
    return { path, message: e.message ?? e.keyword };
  });
}

/** Each body schema's validator, compiled the first time it validates. */
const bodySchemas: Array<(body: unknown) => boolean> = [];

/**
 * Compiles the body schemas now (once a process), so that a service does this before it listens
 * rather than in the first request of each route: a validator compiles when it first validates.
 */
function compileBodySchemas(): void {
  for (const validate of bodySchemas) validate(null);
}

function validator(schema: object): (body: unknown) => void {
  const validate = compileFileSchema(schema);
  bodySchemas.push(validate);
  return (body) => {
    if (!validate(body)) {
      const problems = problemsOf(validate);
      throw new HttpError(400, "input_invalid", `the body does not fit the schema: ${problems[0]!.path} ${problems[0]!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ""}`, problems);
    }
  };
}

const validateCheck = validator(CHECK_REQUEST);
const validateConfirm = validator(CONFIRM_REQUEST);
const validateReport = validator(REPORT_REQUEST);
const validateExport = validator(EXPORT_REQUEST);

/** Where a body says its session is: a carried history, or a stored session's id and head. */
interface SessionBody {
  history?: unknown;
  session?: string | null;
  head?: Head | null;
}

/** A stored session's options from a body that names `session`; undefined for a carried history. */
function storedSession(client: Client, binding: SessionBinding, tenant: string, body: SessionBody): SessionOptions["stored"] {
  if (body.session === undefined) {
    if (body.head !== undefined) throw new HttpError(400, "input_invalid", "`head` goes with a stored session's `session`");
    return undefined;
  }
  if (body.history !== undefined && body.history !== null) throw new HttpError(400, "input_invalid", "give a carried `history` or a stored `session`, not both");
  if (!client.keepsSessions) throw new HttpError(400, "input_invalid", "this service keeps no sessions (it was started without --entries): carry the history instead");
  if (body.session === null) return true;
  if (!binding.owns(tenant, body.session)) throw new HttpError(403, "tenant_mismatch", "the session was not opened with your caller key: start a new session (session null)");
  if (body.head === undefined) throw new HttpError(400, "input_invalid", "a stored session is resumed with the head the previous answer returned (`head`)");
  return { session: body.session, head: body.head };
}

interface CheckBody extends SessionBody {
  agent?: string;
  turns?: string[];
  replies?: string[];
  context?: Record<string, unknown>;
  role?: string;
  language?: string;
  trace?: boolean;
  call: { tool: string; arguments?: Record<string, unknown> } & CheckOptions;
}

/** The session id a carried history names, when it names one. */
function sessionOf(history: unknown): string | undefined {
  if (history === undefined || history === null) return undefined;
  const session = typeof history === "string" ? History.from(history).session : (history as { session?: unknown }).session;
  return typeof session === "string" ? session : undefined;
}

/** Refuses a history whose session another tenant opened (or no tenant of this service did). */
function ownHistory(binding: SessionBinding, tenant: string, history: unknown): void {
  const session = sessionOf(history);
  if (session !== undefined && !binding.owns(tenant, session)) {
    throw new HttpError(403, "tenant_mismatch", "the history's session was not opened with your caller key: start a new session (history null)");
  }
}

/** An `Idempotency-Key` is printable ASCII; a quoted string (as structured fields write it) is read without its quotes. */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (typeof header !== "string") return undefined;
  let key = header.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  return IDEMPOTENCY_KEY.test(key) && key.trim() !== "" ? key : undefined;
}

/**
 * The check's request id: `call.requestId`, or the `Idempotency-Key` header, or both when they
 * are the same. With a head store it gives a check sent again (its answer lost) the answer
 * recorded for it, instead of a rollback refusal.
 */
function requestIdOf(headers: IncomingMessage["headers"], body: CheckBody): string | undefined {
  const header = headers["idempotency-key"];
  const given = body.call.requestId;
  if (header === undefined) return given;
  const key = idempotencyKey(header);
  if (key === undefined) throw new HttpError(400, "input_invalid", "the `Idempotency-Key` header is printable ASCII of 1 to 200 characters", [{ path: "header/idempotency-key", message: "not a request id" }]);
  if (given !== undefined && given !== key) {
    throw new HttpError(400, "input_invalid", "the `Idempotency-Key` header and `call.requestId` name two requests: send one, or the same in both", [{ path: "/call/requestId", message: "differs from the Idempotency-Key header" }]);
  }
  return key;
}

/** The answer as the caller is told it: every field of the check's answer, each named (one the answer gains does not compile until it is), and where the session now is. */
type AnswerTold = { [K in keyof Required<CheckAnswer>]: unknown } & { head: unknown; history: unknown };
/** The same in shadow mode: allowed, with the answer it would have given, and no confirmation token. */
type ShadowTold = { [K in Exclude<keyof Required<CheckAnswer>, "confirmation">]: unknown } & { shadow: true; would: unknown; head: unknown; history: unknown };

async function answer(client: Client, binding: SessionBinding, tenant: string, body: CheckBody, note: Record<string, unknown>, headers: IncomingMessage["headers"], shadow: { on: boolean; metrics: Metrics }): Promise<Reply> {
  const stored = storedSession(client, binding, tenant, body);
  if (!stored) ownHistory(binding, tenant, body.history);
  const requestId = requestIdOf(headers, body);
  // Objects a request builds are written out key by key, never spread and then added to: V8
  // gives an object made by a spread and then given another key a hidden class of its own, made
  // anew at every request in the old generation. A key that does not apply is left undefined
  // (the session reads it as absent, and JSON leaves it out).
  const session = client.session(body.agent ?? "", {
    stored: stored || undefined,
    history: stored ? undefined : (body.history ?? undefined),
    role: body.role,
    language: body.language,
    context: body.context,
    // A new session, or the one started after `history_invalid`, is this tenant's.
    newSessionId: () => binding.open(tenant),
  });
  for (const t of body.turns ?? []) session.read(t);
  for (const r of body.replies ?? []) session.reply(r);
  const { tool, arguments: args, requestId: _given, ...options } = body.call;
  note.tool = tool;
  if (requestId !== undefined) (options as CheckOptions).requestId = requestId;
  let a: CheckAnswer;
  try {
    a = await session.checkToolCall(tool, args ?? {}, options);
  } catch (e) {
    if (!storeBusy(e)) throw e;
    // Fail closed, in shadow mode too (no entry records the call): refused, and nothing was
    // recorded, so the caller keeps the history or head it sent (returned as it is) and the same
    // check sent again is decided afresh.
    Object.assign(note, { decision: "refuse", reasons: ["check_failed"], store: "busy" });
    shadow.metrics.decided("refuse", ["check_failed"], false);
    const history = stored ? undefined : session.history.toJSON();
    const told = { decision: "refuse", reasons: ["check_failed"], detail: { store: STORE_BUSY_MESSAGE }, step: session.history.length, session: session.history.session, confirmation: undefined, trace: undefined, head: stored ? session.head : undefined, history };
    return { status: 200, body: told satisfies AnswerTold };
  }
  Object.assign(note, { decision: a.decision, reasons: a.reasons, session: a.session, step: a.step });
  shadow.metrics.decided(a.decision, a.reasons, shadow.on);
  const trace = body.trace ? a.trace : undefined;
  const head = stored ? session.head : undefined;
  const history = stored ? undefined : session.history.toJSON();
  if (shadow.on) {
    // The history records the answer as it was decided; only what the caller is told differs.
    note.shadow = true;
    return { status: 200, body: { detail: a.detail, step: a.step, session: a.session, decision: "allow", reasons: [], shadow: true, would: { decision: a.decision, reasons: a.reasons }, trace, head, history } satisfies ShadowTold };
  }
  return { status: 200, body: { decision: a.decision, reasons: a.reasons, detail: a.detail, step: a.step, session: a.session, confirmation: a.confirmation, trace, head, history } satisfies AnswerTold };
}

/** The routes the service answers; the OpenAPI document lists each (a test holds them together). */
export function serverRoutes(options: ServeOptions, binding: SessionBinding = new SessionBinding(options.sessionSecret)): Route[] {
  const { client } = options;
  const shadow = { on: options.shadow === true, metrics: metricsOf(options) };
  // `/v1/check` and `/v1/confirm` answer alike; only what a body must hold differs.
  const answerRoute = (path: string, validate: (body: unknown) => void): Route => ({
    method: "POST",
    path,
    auth: true,
    handler: ({ body, note, tenant, headers }) => {
      validate(body);
      return answer(client, binding, tenant, body as CheckBody, note, headers, shadow);
    },
  });
  return [
    { method: "GET", path: "/healthz", auth: false, handler: () => ({ status: 200, body: { status: "ok" } }) },
    {
      method: "GET",
      path: "/readyz",
      auth: false,
      handler: () => {
        const stores = options.ready?.() ?? {};
        const ready = Object.values(stores).every(Boolean);
        return { status: ready ? 200 : 503, body: { status: ready ? "ready" : "not_ready", stores } };
      },
    },
    { method: "GET", path: "/openapi.json", auth: false, handler: () => ({ status: 200, body: OPENAPI }) },
    { method: "GET", path: "/metrics", auth: false, handler: () => ({ status: 200, body: null, text: shadow.metrics.text(), headers: { "content-type": METRICS_CONTENT_TYPE } }) },
    answerRoute("/v1/check", validateCheck),
    answerRoute("/v1/confirm", validateConfirm),
    {
      method: "POST",
      path: "/v1/report",
      auth: true,
      handler: async ({ body, note, tenant }) => {
        validateReport(body);
        const b = body as SessionBody & { agent?: string; step: number; status: OutcomeStatus; result?: unknown };
        const stored = storedSession(client, binding, tenant, b);
        if (stored === true) throw new HttpError(400, "input_invalid", "a report names the stored session it is of");
        if (stored) {
          const session = client.session(b.agent ?? "", { stored });
          try {
            await session.report(b.step, b.status, b.result);
          } catch (e) {
            // The head the caller sent is not the session's newest: as a carried history that does not verify.
            if (e instanceof ToolgateError && e.code === "report_invalid" && e.place.path === "head") throw new HttpError(409, "history_invalid", e.problems[0]!.message);
            throw e;
          }
          const entry = session.history.entry(b.step);
          Object.assign(note, { tool: entry?.tool, session: session.id, step: b.step, status: b.status });
          return { status: 200, body: { session: session.id, head: session.head } };
        }
        if (b.history === undefined || b.history === null) throw new HttpError(400, "input_invalid", "a report carries the history (`history`), or names a stored session (`session` and `head`)");
        ownHistory(binding, tenant, b.history);
        // A report is recorded only on a history this service signed, and not a rolled-back one:
        // the session verifies it as a check does, against the head its store holds (a history it
        // signed and vouches for is compared, not hashed again), and refuses it on the history's path.
        const session = client.session(b.agent ?? "", { history: b.history });
        try {
          await session.report(b.step, b.status, b.result);
        } catch (e) {
          if (e instanceof ToolgateError && e.code === "report_invalid" && e.place.path === "history") throw new HttpError(409, "history_invalid", e.problems[0]?.message ?? "the history does not verify");
          throw e;
        }
        const entry = session.history.entry(b.step);
        Object.assign(note, { tool: entry?.tool, session: session.id, step: b.step, status: b.status });
        return { status: 200, body: { history: session.history.toJSON() } };
      },
    },
    {
      method: "POST",
      path: "/v1/export",
      auth: true,
      handler: async ({ body, note, tenant }) => {
        validateExport(body);
        const b = body as { session: string };
        const stored = storedSession(client, binding, tenant, { session: b.session, head: null });
        if (stored === true || !stored) throw new HttpError(400, "input_invalid", "an export names a stored session");
        const history = await client.storedHistory(b.session);
        if (!history.verification.valid) throw new HttpError(409, "history_invalid", `the stored session does not verify: ${history.verification.problem}`);
        Object.assign(note, { session: b.session, step: history.history.length - 1 });
        return { status: 200, body: { history: history.history.toJSON() } };
      },
    },
  ];
}

/**
 * Request ids: 8 random bytes each, as hex, taken from a pool filled 4 KiB at a time. One call
 * to the random source per request cost more than the rest of the id's work together.
 */
class RequestIds {
  private pool = Buffer.alloc(0);
  private at = 0;

  next(): string {
    if (this.at + 8 > this.pool.length) {
      this.pool = randomBytes(4096);
      this.at = 0;
    }
    const id = this.pool.toString("hex", this.at, this.at + 8);
    this.at += 8;
    return id;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Sent with a body refused for its size: the connection closes once the answer is written, so the
 * rest of the body (of any length, or never ending) is not read and thrown away until the request
 * times out.
 */
const CLOSE: Readonly<Record<string, string>> = Object.freeze({ connection: "close" });

/** Node's error for a request whose connection closed before its body ended. */
function isAborted(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | undefined)?.code === "ECONNRESET";
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new HttpError(413, "body_too_large", `the body is ${declared} bytes; the service takes at most ${limit}`, undefined, CLOSE));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, "body_too_large", `the body is over ${limit} bytes, the most the service takes`, undefined, CLOSE));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!failed) resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    });
    // A caller that hangs up part way sent a body that is not JSON: its fault, not the service's.
    req.on("error", (e) => {
      if (!failed) reject(isAborted(e) ? new HttpError(400, "body_not_json", "the body ended before the length it declared") : e);
    });
  });
}

const ENGINE_ERRORS: Record<string, number> = { input_invalid: 400, report_invalid: 400, grammar_unavailable: 400, plan_invalid: 400, history_malformed: 400 };

/** The callers the options name: per-tenant keys, or the one token as tenant `default`. */
function callersOf(options: ServeOptions): Callers {
  if (options.callers && options.token !== undefined) throw new ToolgateError("input_invalid", "give the service `callers` or one `token`, not both", { path: "callers" });
  if (options.callers) return options.callers;
  if (typeof options.token === "string" && options.token.length > 0) return singleCaller(options.token);
  throw new ToolgateError("input_invalid", "the service needs its callers' keys (`callers`) or one caller token (`token`)", { path: "callers" });
}

/** The metrics a server counts into: the options' own, made once per options object. */
const metricsMade = new WeakMap<ServeOptions, Metrics>();
function metricsOf(options: ServeOptions): Metrics {
  if (options.metrics) return options.metrics;
  let m = metricsMade.get(options);
  if (!m) metricsMade.set(options, (m = new Metrics()));
  return m;
}

/** The service as a node:http server (not yet listening). */
export function createToolgateServer(options: ServeOptions): Server {
  const callers = callersOf(options);
  compileBodySchemas();
  const table = serverRoutes(options);
  const metrics = metricsOf(options);
  const byPath = new Map<string, Route[]>();
  for (const r of table) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  // Lines given to `options.log` go one call each, as they come; the default batches them per turn.
  const batch = options.log ? undefined : logBatch((text) => process.stderr.write(text));
  const log: Logger = jsonLogger(options.log ?? batch!.line);
  const ids = new RequestIds();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : ids.next();
    const path = (req.url ?? "/").split("?")[0]!;
    const note: Record<string, unknown> = {};
    let reply: Reply;
    try {
      const samePath = byPath.get(path) ?? [];
      if (samePath.length === 0) throw new HttpError(404, "not_found", `no route \`${path.slice(0, 200)}\``);
      const route = samePath.find((r) => r.method === req.method);
      if (!route) throw new HttpError(405, "method_not_allowed", `\`${path}\` takes ${samePath.map((r) => r.method).join(", ")}`, undefined, { allow: samePath.map((r) => r.method).join(", ") });
      const tenant = route.auth ? callerTenant(req.headers.authorization, callers) : "";
      if (tenant === undefined) {
        throw new HttpError(401, "unauthorized", "present your caller key as `Authorization: Bearer <key>`", undefined, { "www-authenticate": 'Bearer realm="toolgate"' });
      }
      if (route.auth) note.tenant = tenant;
      let body: unknown;
      if (route.method === "POST") {
        const type = String(req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (type !== "application/json") throw new HttpError(415, "unsupported_media_type", "send the body as `application/json`");
        const raw = await readBody(req, limit);
        let text: string;
        try {
          // JSON text is UTF-8: bytes that are not are refused, never replaced (strictUtf8).
          text = strictUtf8(raw);
          body = JSON.parse(text);
        } catch (e) {
          throw new HttpError(400, "body_not_json", `the body is not JSON: ${(e as Error).message}`);
        }
        // JSON.parse keeps the last of a key given twice, other parsers the first: the caller
        // could run another call than the one checked, so such a body is not taken (I-JSON).
        const twice = repeatedKeyProblem(text);
        if (twice) throw new HttpError(400, "body_not_json", `the body is not JSON the service takes: ${twice}`);
      }
      reply = await route.handler({ body, note, tenant, headers: req.headers });
    } catch (e) {
      if (e instanceof HttpError) {
        reply = { status: e.status, body: { error: { code: e.code, message: e.message, ...(e.problems ? { problems: e.problems } : {}) } }, headers: e.headers };
      } else if (storeBusy(e)) {
        // Not the caller's fault and not the service's: another process holds the store's lock.
        reply = { status: 503, body: { error: { code: "store_busy", message: STORE_BUSY_MESSAGE } }, headers: { "retry-after": "1" } };
      } else if (e instanceof ToolgateError && ENGINE_ERRORS[e.code]) {
        reply = { status: ENGINE_ERRORS[e.code]!, body: { error: { code: e.code === "history_malformed" ? "input_invalid" : e.code, message: e.message } } };
      } else {
        note.error = (e as Error)?.message ?? String(e);
        reply = { status: 500, body: { error: { code: "internal", message: `an error the service did not expect; the log has it under request ${id}` } } };
      }
    }
    const text = reply.text ?? JSON.stringify(reply.body);
    res.writeHead(reply.status, { "content-type": "application/json", "cache-control": "no-store", "x-request-id": id, ...(reply.headers ?? {}) });
    res.end(text);
    metrics.answered(byPath.has(path) ? path : "other", reply.status, (performance.now() - started) / 1000);
    const errorCode = (reply.body as { error?: { code?: string } })?.error?.code;
    // A busy store is another process's lock, not a fault of the service: a warning, not an error.
    log(errorCode === "store_busy" ? "warn" : reply.status >= 500 ? "error" : "info", "request", {
      id,
      method: req.method,
      path: path.slice(0, 200),
      status: reply.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(errorCode ? { error_code: errorCode } : {}),
      ...note,
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  if (batch) server.on("close", batch.close);
  return server;
}

/** Listens on a host and port (0: any free port) and says where. */
export async function listenOn(server: Server, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
