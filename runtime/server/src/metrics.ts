// Counters and latency histograms for `serve` and `gateway`, in the Prometheus text exposition
// format (version 0.0.4) on `GET /metrics`. Label values come from closed sets (decisions,
// reason codes and rule names, route paths, status codes), never from a caller's text.
import { createServer, type Server } from "node:http";

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** Latency buckets in seconds: 0.5 ms to 10 s. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

function escapeLabel(v: string): string {
  return v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (extra) pairs.push(extra);
  return pairs.length ? `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}` : "";
}

/**
 * A series' key is its label text, worked out once per set of labels as a call site writes them
 * (names and values in its order): every request counts into the same few series.
 */
const keys = new Map<string, string>();
const KEEP_KEYS = 4096;

function keyOf(labels: Labels): string {
  let raw = "";
  // Each name and value after its length: no two sets of labels write the same text.
  for (const name of Object.keys(labels)) {
    const value = String(labels[name]);
    raw += `${name.length}:${name}${value.length}:${value}`;
  }
  let key = keys.get(raw);
  if (key === undefined) {
    key = labelText(labels);
    if (keys.size >= KEEP_KEYS) keys.clear();
    keys.set(raw, key);
  }
  return key;
}

class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels, by = 1): void {
    const k = keyOf(labels);
    const v = this.values.get(k);
    if (v) v.value += by;
    else this.values.set(k, { labels: { ...labels }, value: by });
  }
  get(labels: Labels): number {
    return this.values.get(keyOf(labels))?.value ?? 0;
  }
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const k of [...this.values.keys()].sort()) {
      const v = this.values.get(k)!;
      lines.push(`${this.name}${labelText(v.labels)} ${v.value}`);
    }
    return lines.join("\n");
  }
}

class Histogram {
  private readonly values = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  observe(labels: Labels, seconds: number): void {
    const k = keyOf(labels);
    let v = this.values.get(k);
    if (!v) this.values.set(k, (v = { labels: { ...labels }, counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) v!.counts[i]!++;
    });
    v.sum += seconds;
    v.count++;
  }
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const k of [...this.values.keys()].sort()) {
      const v = this.values.get(k)!;
      BUCKETS.forEach((b, i) => lines.push(`${this.name}_bucket${labelText(v.labels, ["le", String(b)])} ${v.counts[i]}`));
      lines.push(`${this.name}_bucket${labelText(v.labels, ["le", "+Inf"])} ${v.count}`);
      lines.push(`${this.name}_sum${labelText(v.labels)} ${v.sum}`);
      lines.push(`${this.name}_count${labelText(v.labels)} ${v.count}`);
    }
    return lines.join("\n");
  }
}

/** What one process has decided and how long it took, since it started. */
export class Metrics {
  readonly decisions = new Counter("toolgate_decisions_total", "Answers given, by decision; shadow=\"true\" counts answers computed in shadow mode (the call was let through).");
  readonly reasons = new Counter("toolgate_reasons_total", "Reasons given with answers, by reason code (a rulebook's rule names included).");
  readonly requests = new Counter("toolgate_requests_total", "Requests answered, by route and status.");
  readonly latency = new Histogram("toolgate_request_duration_seconds", "Time to answer a request, by route.");

  /** Counts one answer: its decision, and each of its reasons. */
  decided(decision: string, reasons: readonly string[], shadow: boolean): void {
    this.decisions.inc({ decision, shadow: String(shadow) });
    for (const r of reasons) this.reasons.inc({ reason: r });
  }

  /** Counts one request and its latency; `route` is a known route or `other`, `status` an HTTP status or an executor status. */
  answered(route: string, status: number | string, seconds: number): void {
    this.requests.inc({ route, status: String(status) });
    this.latency.observe({ route }, seconds);
  }

  text(): string {
    return `${[this.decisions, this.reasons, this.requests, this.latency].map((m) => m.text()).join("\n")}\n`;
  }
}

/** A listener that serves only `GET /metrics`: for the gateway on stdio, which has no HTTP of its own. */
export function createMetricsServer(metrics: Metrics): Server {
  return createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/metrics" && req.method === "GET") {
      res.writeHead(200, { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" });
      res.end(metrics.text());
      return;
    }
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("not found: the metrics are at /metrics\n");
  });
}
