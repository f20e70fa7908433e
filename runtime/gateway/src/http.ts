// The gateway's streamable HTTP endpoint: `/mcp`, one MCP session (and one Toolgate session)
// per client, behind the same bearer token as the HTTP service; `/healthz` for probes, `/metrics`
// for Prometheus.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { bearerMatches } from "@toolgate/server";
import { jsonLogger } from "@toolgate/server";
import { METRICS_CONTENT_TYPE } from "@toolgate/server";
import type { Gateway } from "./gateway.js";

export interface GatewayHttpOptions {
  token: string;
  /** The largest body taken, in bytes. Default 4 MiB. */
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

function fail(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: `${code}: ${message}` }, id: null }));
}

export function createGatewayHttpServer(gateway: Gateway, options: GatewayHttpOptions): Server {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const limit = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const log = jsonLogger(options.log ?? ((line) => process.stderr.write(`${line}\n`)));

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const path = (req.url ?? "/").split("?")[0]!;
    res.on("finish", () => log("info", "request", { method: req.method, path: path.slice(0, 200), status: res.statusCode, ms: Math.round(performance.now() - started) }));
    if (path === "/healthz" && req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: "ok" }));
      return;
    }
    if (path === "/metrics" && req.method === "GET") {
      res.writeHead(200, { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" });
      res.end(gateway.metrics.text());
      return;
    }
    if (path !== "/mcp") return fail(res, 404, "not_found", `no route \`${path.slice(0, 200)}\`; the MCP endpoint is /mcp`);
    if (!bearerMatches(req.headers.authorization, options.token)) {
      return fail(res, 401, "unauthorized", "present the caller token as `Authorization: Bearer <token>`", { "www-authenticate": 'Bearer realm="toolgate"' });
    }
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return fail(res, 413, "body_too_large", `the body is ${declared} bytes; the gateway takes at most ${limit}`);
    const sid = req.headers["mcp-session-id"];
    try {
      if (typeof sid === "string") {
        const transport = transports.get(sid);
        if (!transport) return fail(res, 404, "not_found", "no such MCP session: start a new one with initialize");
        await transport.handleRequest(req, res);
        return;
      }
      if (req.method !== "POST") return fail(res, 400, "input_invalid", "a request without Mcp-Session-Id must be a POST initialize");
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          transports.set(id, transport);
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) transports.delete(transport.sessionId);
      };
      await gateway.connect(transport);
      await transport.handleRequest(req, res);
    } catch (e) {
      log("error", "request failed", { path, error: (e as Error).message });
      if (!res.headersSent) fail(res, 500, "internal", "an error the gateway did not expect");
    }
  });
  server.on("close", () => {
    for (const t of transports.values()) void t.close();
    transports.clear();
  });
  return server;
}
