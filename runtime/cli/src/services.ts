// `toolgate serve` and `toolgate gateway` (with `gateway approve` and `gateway pins`): the
// long-running commands. They start, say where they listen, and stop cleanly on SIGINT/SIGTERM.
// The MCP SDK is loaded only by the gateway commands, not by every `toolgate` invocation.
import { ToolgateError } from "@toolgate/core";
import type { Gateway, UpstreamCommand } from "@toolgate/gateway";
import { changesOf, FilePinStore, statusOf, type PinChange, type PinStore } from "@toolgate/gateway";
import { loadCallerToken, TOKEN_ENV } from "@toolgate/server";
import { readCallers, type Callers } from "@toolgate/server";
import { createToolgateServer, listenOn, logBatch, type LogBatch } from "@toolgate/server";
import { ReadingCache } from "@toolgate/core";
import { openEntryStore, openHeadStore, openUsageStore, type OpenedStore } from "./open.js";
import { isPostgresSpec, PgDatabase } from "@toolgate/store-postgres";
import { PgAuditLog } from "@toolgate/store-postgres";
import { PgPinStore } from "@toolgate/store-postgres";
import { readKeys } from "@toolgate/core";
import { CLIENT_OPTIONS, clientFrom } from "./check.js";
import { pluginsFrom } from "./plugins.js";
import { EXIT, UnavailableError, UsageError, intOption, listOption, type Command, type IO, type OptionSpec, type Values } from "./command.js";

const LISTEN_OPTIONS: Record<string, OptionSpec> = {
  host: { type: "string", value: "HOST", description: "the address to listen on (default 127.0.0.1)" },
  "token-file": { type: "string", value: "FILE", description: `a file holding the caller token (default: the ${TOKEN_ENV} environment variable)` },
  "max-body": { type: "string", value: "BYTES", description: "the largest request body taken" },
};

async function listenOrFail(server: import("node:http").Server, host: string, port: number) {
  try {
    return await listenOn(server, host, port);
  } catch (e) {
    throw new UnavailableError(`cannot listen on ${host}:${port}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

function callerToken(values: Values, io: IO): string {
  try {
    return loadCallerToken({ file: values["token-file"] as string | undefined, env: io.env });
  } catch (e) {
    throw new UnavailableError((e as Error).message.replace(/^input_invalid: /, ""));
  }
}

export const serveCommand: Command = {
  name: "serve",
  summary: "Serves the checks over HTTP (JSON): POST /v1/check, /v1/confirm, /v1/report; GET /openapi.json, /healthz, /readyz, /metrics.",
  usage: "serve --catalogue FILE --keys FILE [--licence FILE] [--rulebook FILE] [--port N] [--callers FILE] [--heads memory|sqlite:PATH] [--usage memory|sqlite:PATH] [--entries memory|sqlite:PATH|postgres://…] [--store postgres://…] [options]",
  description:
    "Stateless between requests: each answer returns the session's signed history and the caller sends it back. The keys must be lasting (`toolgate keys init`); callers present their tenant's key (--callers, kept as SHA-256 digests) or the one token from TOOLGATE_TOKEN or --token-file as `Authorization: Bearer …`, and a session answers only the tenant that opened it. With SQLite stores, rollback refusal and per-period limits hold across requests and restarts; with one PostgreSQL store (--store), across every replica on the database.",
  options: {
    ...CLIENT_OPTIONS,
    port: { type: "string", value: "N", description: "the port (default 8080; 0 picks a free one)" },
    ...LISTEN_OPTIONS,
    callers: { type: "string", value: "FILE", description: "the callers file: each tenant's keys as `sha256:<hex>` digests (instead of one caller token)" },
    heads: { type: "string", value: "STORE", description: "the head store: memory or sqlite:PATH (default: none, so rolled-back histories are not caught)" },
    entries: { type: "string", value: "STORE", description: "keep sessions' entries: memory, sqlite:PATH or a PostgreSQL URL (replicas share it); callers may then send `session` and `head` instead of the history" },
    usage: { type: "string", value: "STORE", description: "the usage store: memory or sqlite:PATH (default memory)" },
    store: { type: "string", value: "URL", description: "a PostgreSQL database (postgres://…) for both the heads and the usage, shared by replicas; migrated at start" },
    shadow: { type: "boolean", description: "shadow mode (log-only): compute, record and log every answer, but answer allow with `shadow: true` and the answer it would have given" },
  },
  exits: [
    [EXIT.ok, "stopped by SIGINT or SIGTERM"],
    [EXIT.input, "an input file (the callers file too) is invalid"],
    [EXIT.unavailable, "cannot start: no --keys, no caller token or callers file, a store that does not open, or the port is taken"],
  ],
  async run(values, _p, io) {
    if (typeof values.keys !== "string") throw new UnavailableError("serve needs lasting keys: pass --keys FILE (make them with `toolgate keys init`); with keys made per process, the histories callers carry would not verify after a restart");
    const port = intOption(values, "port", 0, 65_535) ?? 8080;
    const maxBody = intOption(values, "max-body", 1024, 256 * 1024 * 1024);
    const host = typeof values.host === "string" ? values.host : "127.0.0.1";
    if (values.callers !== undefined && values["token-file"] !== undefined) throw new UsageError("pass --callers or --token-file, not both");
    const callers: Callers | undefined = typeof values.callers === "string" ? readCallers(values.callers) : undefined;
    const token = callers ? undefined : callerToken(values, io);
    // Session ids are bound to tenants with a secret every process with these keys shares.
    const sessionSecret = readKeys(values.keys).seed;
    const opened: Array<OpenedStore<unknown>> = [];
    const open = <T>(f: () => T): T => {
      try {
        return f();
      } catch (e) {
        throw e instanceof ToolgateError ? new UnavailableError(e.message) : e;
      }
    };
    const store = typeof values.store === "string" ? values.store : undefined;
    if (store !== undefined && (values.heads !== undefined || values.usage !== undefined)) throw new UsageError("pass --store, or --heads and --usage, not both");
    if (store !== undefined && !isPostgresSpec(store)) throw new UsageError("--store takes a PostgreSQL URL: postgres://USER@HOST:PORT/DATABASE");
    const headSpec = store ?? (typeof values.heads === "string" ? values.heads : undefined);
    const heads = headSpec !== undefined ? open(() => openHeadStore(headSpec)) : undefined;
    if (heads) opened.push(heads);
    const entries = typeof values.entries === "string" ? open(() => openEntryStore(String(values.entries))) : undefined;
    if (entries) opened.push(entries);
    let lines: LogBatch | undefined;
    try {
      const usage = open(() => openUsageStore(store ?? (typeof values.usage === "string" ? values.usage : "memory")));
      opened.push(usage);
      for (const s of opened) {
        try {
          await s.started;
        } catch (e) {
          throw new UnavailableError(`the store did not start: ${(e as Error).message}`);
        }
      }
      const client = await clientFrom(values, io, { heads: heads?.store, usage: usage.store, readings: new ReadingCache(), ...(entries ? { entries: entries.store } : {}) });
      const ready = () => ({ ...(heads ? { heads: heads.ready() } : {}), ...(entries ? { entries: entries.ready() } : {}), usage: usage.ready() });
      // A line per request, written together once per turn of the event loop (log-batch.ts).
      lines = logBatch(io.err);
      const server = createToolgateServer({ client, ...(callers ? { callers } : { token }), sessionSecret, maxBodyBytes: maxBody, heads: heads?.store, ready, shadow: values.shadow === true, log: lines.line });
      const where = await listenOrFail(server, host, port);
      io.err(`${JSON.stringify({ t: new Date().toISOString(), level: "info", msg: "listening", url: where.url })}\n`);
      io.out(`listening on ${where.url}\n`);
      await (io.stopped ?? new Promise<void>(() => {}));
      await where.close();
      return EXIT.ok;
    } finally {
      lines?.close();
      for (const s of opened) await s.close();
    }
  },
};

export const migrateCommand: Command = {
  name: "migrate",
  summary: "Brings a PostgreSQL store's schema to this release's version (serve does it at start too).",
  usage: "migrate --store postgres://…",
  description: "Applies each numbered migration the database has not had, once, under a lock, and records it in the `toolgate_migrations` table. Prints the versions applied, or that none were needed.",
  options: {
    store: { type: "string", value: "URL", description: "the PostgreSQL database (postgres://…)", required: true },
  },
  exits: [
    [EXIT.ok, "the schema is at this release's version"],
    [EXIT.unavailable, "the database cannot be reached, or its schema is newer than this release"],
  ],
  async run(values, _p, io) {
    const url = String(values.store);
    if (!isPostgresSpec(url)) throw new UsageError("--store takes a PostgreSQL URL: postgres://USER@HOST:PORT/DATABASE");
    const db = PgDatabase.use(url, { max: 1 });
    try {
      const applied = await db.migrated;
      io.out(applied.length ? `applied: ${applied.join(", ")}\n` : "the schema is up to date\n");
      return EXIT.ok;
    } catch (e) {
      throw new UnavailableError(`cannot migrate: ${(e as Error).message}`);
    } finally {
      await db.release();
    }
  },
};

/** `--env NAME` copies a variable from this process; `--env NAME=VALUE` sets one. */
function upstreamEnv(values: Values, io: IO): Record<string, string> {
  const env: Record<string, string> = {};
  for (const spec of (values.env as string[] | undefined) ?? []) {
    const eq = spec.indexOf("=");
    const name = eq >= 0 ? spec.slice(0, eq) : spec;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`--env takes NAME or NAME=VALUE, not \`${name}\``);
    if (eq >= 0) env[name] = spec.slice(eq + 1);
    else if (io.env[name] !== undefined) env[name] = io.env[name]!;
    else throw new UsageError(`--env ${name}: the variable is not set here`);
  }
  return env;
}

function upstreamOf(positionals: string[], values: Values, io: IO): UpstreamCommand {
  const [command, ...args] = positionals;
  if (!command) throw new UsageError("name the upstream MCP server's command after `--`, e.g. `-- npx -y @modelcontextprotocol/server-everything`");
  return { command, args, env: upstreamEnv(values, io) };
}

/** The pins a spec names: a file, or a PostgreSQL database (`postgres://…`) that gateway replicas share. */
async function pinStoreOf(spec: string, missing: "error" | "empty"): Promise<PinStore> {
  if (!isPostgresSpec(spec)) return new FilePinStore(spec, missing);
  const db = PgDatabase.use(spec);
  try {
    await db.migrated;
  } catch (e) {
    await db.release();
    throw new UnavailableError(`the pins store did not start: ${(e as Error).message}`);
  }
  return new PgPinStore(db);
}

const UPSTREAM_OPTIONS: Record<string, OptionSpec> = {
  pins: { type: "string", value: "FILE|URL", description: "the pins: a file, or a PostgreSQL database (postgres://…) that gateways share; each approved tool's definition", required: true },
  env: { type: "string", value: "NAME[=VALUE]", multiple: true, description: "a variable for the upstream besides HOME, PATH and the like" },
};

export const gatewayCommand: Command = {
  name: "gateway",
  summary: "An MCP proxy in front of one MCP server: its pinned tools, every call checked, run through the executor and audited.",
  usage: "gateway --pins FILE|URL [--overrides FILE] [--keys FILE] [--agent NAME] [--sessions STORE] [--http PORT] [--metrics PORT] [--shadow] [options] -- COMMAND [ARGS…]",
  description:
    "Serves MCP on stdin/stdout, or streamable HTTP at /mcp with --http. A tool whose definition is not pinned is hidden and refused until `toolgate gateway approve`. A call that needs a person is asked through elicitation where the client supports it; otherwise the tool error names the token to present in the call's _meta `toolgate/confirmation`.",
  positionals: true,
  options: {
    ...UPSTREAM_OPTIONS,
    overrides: { type: "string", value: "FILE", description: "what you say of the upstream's tools: kinds, tightened schemas, agents, idempotency" },
    rulebook: CLIENT_OPTIONS.rulebook!,
    settings: CLIENT_OPTIONS.settings!,
    checks: CLIENT_OPTIONS.checks!,
    keys: { type: "string", value: "FILE", description: "the keys file (default: a pair made for this process)" },
    licence: CLIENT_OPTIONS.licence!,
    plugin: CLIENT_OPTIONS.plugin!,
    agent: { type: "string", value: "NAME", description: "the agent the gateway's sessions act as" },
    audit: { type: "string", value: "FILE|URL", description: "the audit log: a SQLite file (default toolgate-audit.db next to the pins), or a PostgreSQL database (postgres://…) that gateways share" },
    sessions: { type: "string", value: "STORE", description: "keep the gateway's sessions (heads and entries) in `sqlite:PATH` or `postgres://…`, so a confirmation asked through one gateway can be approved through any gateway sharing the store and its keys" },
    timeout: { type: "string", value: "MS", description: "milliseconds before a call is given up as outcome_unknown" },
    "max-result-chars": { type: "string", value: "N", description: "the most characters of JSON a result keeps" },
    "ask-timeout": { type: "string", value: "MS", description: "how long to wait for the person's answer to an elicitation (default 600000)" },
    http: { type: "string", value: "PORT", description: "serve streamable HTTP at /mcp on this port instead of stdio (0 picks a free one); /metrics is served there too" },
    metrics: { type: "string", value: "PORT", description: "serve GET /metrics (Prometheus text) on this port, for a gateway on stdio (0 picks a free one)" },
    shadow: { type: "boolean", description: "shadow mode (log-only): check, record and audit every call as decided, but forward it to the upstream even when it would be refused or asked about; the result's answer carries `shadow: true` and what it `would` have been" },
    ...LISTEN_OPTIONS,
  },
  exits: [
    [EXIT.ok, "the client disconnected, or SIGINT/SIGTERM"],
    [EXIT.input, "the overrides, pins, rulebook, settings or keys file is invalid"],
    [EXIT.unavailable, "the upstream server did not start or answer, no caller token for --http, or the port is taken"],
  ],
  async run(values, positionals, io) {
    const upstream = upstreamOf(positionals, values, io);
    if (values.licence !== undefined && values.keys === undefined) throw new UsageError("--licence needs --keys");
    // Checked before anything starts: sessions kept in one process need no store, and a store
    // spelled otherwise is not one the gateway can open.
    if (typeof values.sessions === "string" && !/^sqlite:./.test(values.sessions) && !isPostgresSpec(values.sessions)) {
      throw new UsageError(values.sessions === "memory" ? "--sessions takes `sqlite:PATH` or `postgres://…`: sessions kept in one process need no store" : "--sessions takes `sqlite:PATH` or `postgres://…`");
    }
    const timeoutMs = intOption(values, "timeout", 1, 86_400_000);
    const maxResultChars = intOption(values, "max-result-chars", 256, 1 << 30);
    const askTimeoutMs = intOption(values, "ask-timeout", 1000, 86_400_000);
    const httpPort = intOption(values, "http", 0, 65_535);
    const metricsPort = intOption(values, "metrics", 0, 65_535);
    const token = httpPort !== undefined ? callerToken(values, io) : undefined;
    const checks = listOption(values, "checks");
    const { Gateway } = await import("@toolgate/gateway");
    const plugins = await pluginsFrom(values);
    const pinSpec = String(values.pins);
    // Pins in a database: the audit goes to the same database unless named.
    const auditUrl = typeof values.audit === "string" ? (isPostgresSpec(values.audit) ? values.audit : undefined) : isPostgresSpec(pinSpec) ? pinSpec : undefined;
    const pins = await pinStoreOf(pinSpec, "error");
    const auditDb = auditUrl !== undefined ? PgDatabase.use(auditUrl) : undefined;
    const sessionStores: Array<OpenedStore<unknown>> = [];
    let gateway: Gateway;
    try {
      let sessions: { heads: OpenedStore<import("@toolgate/core").HeadStore>; entries: OpenedStore<import("@toolgate/core").EntryStore> } | undefined;
      if (typeof values.sessions === "string") {
        const heads = openHeadStore(values.sessions);
        sessionStores.push(heads);
        const entries = openEntryStore(values.sessions);
        sessionStores.push(entries);
        for (const o of sessionStores) {
          await o.started?.catch(async (e: Error) => {
            await auditDb?.release(); // released here: the handler below leaves it to whoever threw an UnavailableError
            throw new UnavailableError(`the session store did not start: ${e.message}`);
          });
        }
        sessions = { heads, entries };
      }
      if (auditDb) {
        await auditDb.migrated.catch(async (e: Error) => {
          await auditDb.release();
          throw new UnavailableError(`the audit store did not start: ${e.message}`);
        });
      }
      gateway = await Gateway.start({
        upstream,
        pins,
        overrides: values.overrides as string | undefined,
        keys: values.keys as string | undefined,
        client: {
          rulebook: values.rulebook as string | undefined,
          settings: values.settings as string | undefined,
          checks,
          licence: values.licence as string | undefined,
          plugins,
          ...(sessions ? { heads: sessions.heads.store, entries: sessions.entries.store } : {}),
        },
        agent: values.agent as string | undefined,
        audit: auditDb ? new PgAuditLog(auditDb) : (values.audit as string | undefined),
        timeoutMs,
        maxResultChars,
        askTimeoutMs,
        shadow: values.shadow === true,
        log: (l) => io.err(`${l}\n`),
      });
    } catch (e) {
      if (auditDb && !(e instanceof UnavailableError)) await auditDb.release();
      for (const o of sessionStores) await o.close();
      await pins.close?.();
      if (e instanceof ToolgateError || e instanceof UnavailableError || e instanceof UsageError) throw e;
      throw new UnavailableError(`the upstream server did not start or answer: ${(e as Error).message}`);
    }
    let metrics: { close(): Promise<void> } | undefined;
    try {
      if (metricsPort !== undefined) {
        const { createMetricsServer } = await import("@toolgate/server");
        const where = await listenOrFail(createMetricsServer(gateway.metrics), typeof values.host === "string" ? values.host : "127.0.0.1", metricsPort);
        metrics = where;
        io.err(`${JSON.stringify({ t: new Date().toISOString(), level: "info", msg: "metrics listening", url: `${where.url}/metrics` })}\n`);
      }
      if (httpPort !== undefined) {
        const { createGatewayHttpServer } = await import("@toolgate/gateway");
        const server = createGatewayHttpServer(gateway, { token: token!, log: (l) => io.err(`${l}\n`), maxBodyBytes: intOption(values, "max-body", 1024, 256 * 1024 * 1024) });
        const where = await listenOrFail(server, typeof values.host === "string" ? values.host : "127.0.0.1", httpPort);
        io.err(`${JSON.stringify({ t: new Date().toISOString(), level: "info", msg: "listening", url: `${where.url}/mcp` })}\n`);
        await (io.stopped ?? new Promise<void>(() => {}));
        await where.close();
      } else {
        const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
        const transport = new StdioServerTransport();
        const closed = new Promise<void>((resolve) => {
          process.stdin.once("end", () => resolve());
          process.stdin.once("close", () => resolve());
        });
        await gateway.connect(transport);
        await Promise.race([closed, io.stopped ?? new Promise<void>(() => {})]);
      }
      return EXIT.ok;
    } finally {
      await metrics?.close();
      await gateway.close();
      await auditDb?.release();
      for (const o of sessionStores) await o.close();
      await pins.close?.();
    }
  },
};

export const gatewayApproveCommand: Command = {
  name: "gateway approve",
  summary: "Pins upstream tools as they are now, so the gateway offers them: the named ones, or every one with --all.",
  usage: "gateway approve --pins FILE|URL (--tool NAME… | --all) -- COMMAND [ARGS…]",
  description: "Read the tool's description and schema first (`toolgate gateway pins` shows which changed): approving pins exactly what the upstream says now.",
  positionals: true,
  options: {
    ...UPSTREAM_OPTIONS,
    tool: { type: "string", value: "NAME", multiple: true, description: "a tool to approve" },
    all: { type: "boolean", description: "approve every tool the upstream offers" },
  },
  exits: [
    [EXIT.ok, "the pins were written"],
    [EXIT.input, "the pins file is invalid, or a named tool is not offered"],
    [EXIT.unavailable, "the upstream server did not start or answer"],
  ],
  async run(values, positionals, io) {
    const upstream = upstreamOf(positionals, values, io);
    const wanted = (values.tool as string[] | undefined) ?? [];
    if (!values.all && wanted.length === 0) throw new UsageError("name the tools to approve with --tool NAME, or pass --all");
    if (values.all && wanted.length) throw new UsageError("pass --tool or --all, not both");
    const store = await pinStoreOf(String(values.pins), "empty");
    try {
      await store.read();
      const tools = await listUpstream(upstream);
      const offered = new Map(tools.map((t) => [t.name, t]));
      const missing = wanted.filter((n) => !offered.has(n));
      if (missing.length) throw new ToolgateError("input_invalid", `the upstream does not offer ${missing.map((n) => `\`${n}\``).join(", ")}; it offers ${[...offered.keys()].join(", ")}`, { path: "tool" });
      const chosen = values.all ? tools : wanted.map((n) => offered.get(n)!);
      await store.approve(chosen);
      for (const t of chosen) io.out(`approved: ${t.name}\n`);
      return EXIT.ok;
    } finally {
      await store.close?.();
    }
  },
};

export const gatewayPinsCommand: Command = {
  name: "gateway pins",
  summary: "Lists the upstream's tools with their pin status: pinned, changed (refused until approved again) or new.",
  usage: "gateway pins --pins FILE|URL [--json] -- COMMAND [ARGS…]",
  positionals: true,
  options: { ...UPSTREAM_OPTIONS, json: { type: "boolean", description: "print the list as JSON" } },
  exits: [
    [EXIT.ok, "every tool is pinned"],
    [EXIT.refuse, "a tool is new or changed: the gateway refuses it until it is approved"],
    [EXIT.input, "the pins file is invalid"],
    [EXIT.unavailable, "the upstream server did not start or answer"],
  ],
  async run(values, positionals, io) {
    const upstream = upstreamOf(positionals, values, io);
    // Before the first approval there is no file yet: every tool is new.
    const store = await pinStoreOf(String(values.pins), "empty");
    let pins;
    let tools;
    try {
      pins = await store.read();
      tools = await listUpstream(upstream);
    } finally {
      await store.close?.();
    }
    const rows = tools.map((t) => {
      const status = statusOf(t, pins);
      const changes = status === "changed" ? changesOf(t, pins.get(t.name)) : undefined;
      return { tool: t.name, status, ...(status === "changed" ? { changes: changes ?? null } : {}) };
    });
    if (values.json) io.out(`${JSON.stringify(rows, null, 2)}\n`);
    else for (const r of rows) io.out(`${r.status.padEnd(8)}${r.tool}\n${r.status === "changed" ? changeLines(r.changes ?? undefined) : ""}`);
    return rows.every((r) => r.status === "pinned") ? EXIT.ok : EXIT.refuse;
  },
};

/** What changed in a tool's definition, one indented line per field, values as JSON cut at 200 characters. */
function changeLines(changes: PinChange[] | undefined): string {
  if (!changes) return "          the pin does not hold the definition it approved: only its hash differs\n";
  const shown = (v: unknown) => {
    const text = v === undefined ? "(absent)" : JSON.stringify(v);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  };
  return changes.map((c) => `          ${c.field}: ${shown(c.approved)} → ${shown(c.now)}\n`).join("");
}

async function listUpstream(upstream: UpstreamCommand) {
  const { listUpstreamTools } = await import("@toolgate/gateway");
  try {
    return await listUpstreamTools(upstream);
  } catch (e) {
    throw new UnavailableError(`the upstream server did not start or answer: ${(e as Error).message}`);
  }
}
