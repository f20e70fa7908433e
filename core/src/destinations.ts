// Finding destinations (URLs, emails, hosts) in argument values. Argument values are the
// call's own input, so they are scanned per call; the patterns are compiled once.

const URL_RE = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;
const EMAIL_RE = /\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;
// Top-level domains a bare host is recognised by: a file name such as `report.pdf` is not a host.
const TLDS =
  "com|org|net|edu|gov|mil|int|io|co|ai|app|dev|me|info|biz|xyz|online|site|tech|cloud|shop|store|page|link|" +
  "invalid|example|test|local|internal|localhost|onion|" +
  "uk|us|ca|au|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|ie|pt|br|mx|ar|cl|jp|cn|in|ru|pl|cz|za|nz|sg|hk|kr|tw|tr|ua|eu";
const HOST_RE = new RegExp(`(?<![@\\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS})(?::\\d{1,5})?(?:/[^\\s"'<>]*)?(?![\\w-])`, "gi");
const IPV4_RE = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?![\w.])/g;

/** Every destination written in a text, in order, without duplicates. */
export function findDestinations(text: string): string[] {
  const found: string[] = [];
  const add = (s: string) => {
    const t = s.replace(/[.,;:!?)\]]+$/, "");
    if (!found.includes(t)) found.push(t);
  };
  let rest = text;
  for (const m of text.matchAll(URL_RE)) {
    add(m[0]);
    rest = rest.replace(m[0], " ");
  }
  for (const m of rest.matchAll(EMAIL_RE)) {
    add(m[0]);
    rest = rest.replace(m[0], " ");
  }
  for (const m of rest.matchAll(HOST_RE)) add(m[0]);
  for (const m of rest.matchAll(IPV4_RE)) add(m[0]);
  return found;
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
