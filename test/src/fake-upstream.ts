// A small MCP server over stdio for the gateway's tests, shaped by its environment:
// FAKE_TITLE sets the `report` tool's title; FAKE_HANG=1 makes a server that never answers and
// ignores SIGTERM; FAKE_PID_FILE names a file its process id is written to; FAKE_WRAP=FILE makes
// a wrapper that runs the server as its child and a hung helper beside it (its id written to FILE); `progress_report` sends three progress notifications before it answers.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

if (process.env.FAKE_PID_FILE) writeFileSync(process.env.FAKE_PID_FILE, String(process.pid));

if (process.env.FAKE_WRAP) {
  // A wrapper, as `sh -c` or `npx` is: the server runs as its child on the wrapper's stdio, and
  // a helper it started runs beside it, outliving the end of stdin and SIGTERM; the helper's
  // process id is written to the file FAKE_WRAP names.
  const { FAKE_WRAP: helperPidFile, FAKE_PID_FILE: _pid, ...env } = process.env;
  spawn(process.execPath, [process.argv[1]!], { stdio: "inherit", env });
  spawn(process.execPath, [process.argv[1]!], { stdio: "ignore", env: { ...env, FAKE_HANG: "1", FAKE_PID_FILE: helperPidFile } });
} else if (process.env.FAKE_HANG === "1") {
  // A hung server: reads nothing, answers nothing, outlives SIGTERM and the end of its stdin.
  process.on("SIGTERM", () => undefined);
  process.stdin.pause();
  setInterval(() => undefined, 1_000);
} else {
  const server = new Server({ name: "fake-upstream", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      {
        name: "report",
        title: process.env.FAKE_TITLE ?? "Monthly report",
        description: "Read the monthly report.",
        inputSchema: { type: "object", properties: { month: { type: "string" } }, additionalProperties: false },
        annotations: { readOnlyHint: true },
      },
      {
        name: "progress_report",
        description: "Read a long report, telling how far it got.",
        inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { pages: { type: "array", items: [{ type: "integer" }], additionalItems: false } }, additionalProperties: false },
        annotations: { readOnlyHint: true },
      },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const token = request.params._meta?.progressToken;
    if (request.params.name === "progress_report" && token !== undefined) {
      for (let i = 1; i <= 3; i++) {
        await extra.sendNotification({ method: "notifications/progress", params: { progressToken: token, progress: i, total: 3, message: `page ${i} of 3` } });
        // Work between reports: the SDK's client handles a notification a tick later than a
        // response, so a report that arrives with the answer in one read is dropped, on either hop
        // (upstream → gateway, gateway → client). 25 ms was spanned by a stall of a loaded CI
        // machine (two reports lost); 100 ms keeps the reports apart from the answer there.
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return { content: [{ type: "text", text: `${request.params.name}: done` }] };
  });
  await server.connect(new StdioServerTransport());
}
