// Finding destinations (URLs, emails, hosts) in argument values. Argument values are the
// call's own input, so they are scanned per call, with the same address scanner the grammars
// read turns with; the scanner leaves dotted IPv4 addresses alone, so they are added here.
import { SpanSet, scanAddresses } from "./grammar/addresses.js";

const IPV4_RE = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?![\w.])/g;
const PLACES = new Set(["url", "email", "host"]);

/** Every destination written in a text, in order, without duplicates. */
export function findDestinations(text: string): string[] {
  const spans = new SpanSet(text.length);
  scanAddresses(text, spans);
  const found = spans.spans
    .filter((s) => PLACES.has(s.kind))
    .sort((a, b) => a.start - b.start)
    .map((s) => s.text);
  for (const m of text.matchAll(IPV4_RE)) found.push(m[0]);
  return [...new Set(found)];
}

/** Destinations in every string leaf of a value. */
export function destinationsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    for (const d of findDestinations(value)) if (!out.includes(d)) out.push(d);
  } else if (Array.isArray(value)) {
    for (const v of value) destinationsIn(v, out);
  } else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) destinationsIn(v, out);
  }
  return out;
}
