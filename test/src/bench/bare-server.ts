// The HTTP rows' yardstick, run as its own process: a bare node:http JSON service that reads the
// body, parses it and answers with the history it was sent (so a check-and-report loop runs on
// it too), and nothing else: no validation, no checks, no signatures.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    let body: { history?: unknown } | null = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { history?: unknown };
    } catch {
      body = null;
    }
    const text = JSON.stringify({ decision: "allow", reasons: ["allow"], step: 0, history: body?.history ?? null });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(text);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on("SIGTERM", () => process.exit(0));
