// The HTTP rows' load, run as a process of its own so the bench's process stays out of the
// timing: autocannon on loopback, for a bounded time, with the plan given as a JSON file (argv[2]);
// prints autocannon's result as JSON. Plans: `bodies` cycles through checks with the bodies given;
// `loop` checks a call, then reports it ran on the history the answer gave, and again.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export interface LoadPlan {
  url: string;
  token: string;
  connections: number;
  /** Seconds of load; the run is bounded by this and by `amount`. */
  duration: number;
  amount: number;
  kind: "bodies" | "loop";
  /** `bodies`: the check bodies, cycled; `loop`: the check bodies each loop starts from, cycled. */
  bodies: string[];
  /** `loop`: what the report says of the call. */
  result?: unknown;
}

type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: unknown) => void) => unknown;

const plan = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as LoadPlan;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
const headers = { "content-type": "application/json", authorization: `Bearer ${plan.token}` };

function requests(): unknown[] {
  if (plan.kind === "bodies") return plan.bodies.map((body) => ({ method: "POST", path: "/v1/check", headers, body }));
  let next = 0;
  return [
    {
      method: "POST",
      path: "/v1/check",
      headers,
      setupRequest: (req: Record<string, unknown>) => ({ ...req, body: plan.bodies[next++ % plan.bodies.length] }),
      onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
        try {
          const answer = JSON.parse(body) as { history?: unknown; step?: number };
          context.history = answer.history;
          context.step = answer.step;
        } catch {
          context.history = null;
        }
      },
    },
    {
      method: "POST",
      path: "/v1/report",
      headers,
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({ agent: "billing", history: context.history, step: context.step ?? 0, status: "ran", result: plan.result }),
      }),
    },
  ];
}

autocannon({ url: plan.url, connections: plan.connections, duration: plan.duration, maxOverallRequests: plan.amount, requests: requests() }, (error, result) => {
  if (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
});
