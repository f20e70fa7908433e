// Runs the sanitizer and the same detectors with the three patterns its scans replaced over
// generated and realistic texts, and prints how many texts it compared and any that differ: the
// scans must redact exactly what the patterns did. The patterns rescan runs, so this is a script
// with texts of bounded length, not a test. Usage: node test/dist/own-patterns/redactions.js
import { type KeyObject, createHmac, generateKeyPairSync, randomBytes } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { DETECTORS, Sanitizer, type Redactions } from "@toolgate/core";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The patterns the scans replaced, as they were. */
const FORMER: Readonly<Record<string, { pattern: RegExp; keep?: number }>> = {
  private_key: { pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g },
  jwt: { pattern: /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/g },
  url_credentials: { pattern: /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s/@]+(?=@)/gi, keep: 1 },
};

function former(text: string, counts: Redactions): string {
  let out = text;
  for (const d of DETECTORS) {
    const { pattern, keep } = "scan" in d ? FORMER[d.name]! : d;
    pattern.lastIndex = 0;
    out = out.replace(pattern, (...m: unknown[]) => {
      counts[d.name] = (counts[d.name] ?? 0) + 1;
      return `${keep !== undefined ? String(m[keep] ?? "") : ""}[redacted:${d.name}]`;
    });
  }
  return out;
}

const sanitizer = new Sanitizer();
let compared = 0;
let redacted = 0;
/** How many times each replaced pattern matched, over all texts. */
const found: Record<string, number> = { private_key: 0, jwt: 0, url_credentials: 0 };
const differ: string[] = [];
function compare(text: string): void {
  const a: Redactions = {};
  const b: Redactions = {};
  const want = former(text, a);
  const got = sanitizer.text(text, b);
  compared++;
  for (const name of Object.keys(found)) found[name]! += a[name] ?? 0;
  if (want !== text) redacted++;
  if (want !== got || JSON.stringify(a) !== JSON.stringify(b)) differ.push(JSON.stringify(text.slice(0, 200)));
}

// Realistic: keys as tools print them, tokens, URLs, and every page of the docs and every source test.
const jwt = (payload: object): string => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const head = `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}`;
  return `${head}.${createHmac("sha256", randomBytes(16)).update(head).digest("base64url")}`;
};
const keys: string[] = [];
for (const type of ["rsa", "ec", "ed25519"] as const) {
  const { privateKey } = (generateKeyPairSync as (t: string, o: object) => { privateKey: KeyObject })(type, { modulusLength: 1024, namedCurve: "P-256" });
  keys.push(privateKey.export({ type: "pkcs8", format: "pem" }) as string);
  if (type === "rsa") keys.push(privateKey.export({ type: "pkcs1", format: "pem" }) as string);
  if (type === "ec") keys.push(privateKey.export({ type: "sec1", format: "pem" }) as string);
  keys.push(privateKey.export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "p" }) as string);
}
const realistic: string[] = [
  ...keys,
  keys.join("\n"),
  `config:\n  key: |\n${keys[0]!.replace(/^/gm, "    ")}\n  url: postgres://app:s3cr3t@db.internal:5432/x`,
  JSON.stringify({ key: keys[1], note: "-----BEGIN PRIVATE KEY----- truncated" }),
  `Authorization: Bearer ${jwt({ sub: "1", exp: 1 })}`,
  `id_token=${jwt({ sub: "x" })}&state=abc`,
  `tokens: ${jwt({ a: 1 })}, ${jwt({ b: [1, 2] })}; -${jwt({})}-x_${jwt({})}`,
  "redis://:p4ss@cache:6379 amqp://guest:guest@rabbit/ https://user:pa:ss@x.example/p?q=1 ftp://a@b git+ssh://git:tok@github.com/o/r",
  "see http://example.com/a:b@c and mailto:x@y and https://u:p@h and X-_http://u:p@h 1http://u:p@h",
];
const files = (dir: string, ext: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    return statSync(p).isDirectory() ? files(p, ext) : name.endsWith(ext) ? [p] : [];
  });
for (const f of [...files(join(root, "docs"), ".md"), ...files(join(root, "core/src"), ".test.ts"), ...files(join(root, "plugins/src"), ".yaml")]) {
  realistic.push(readFileSync(f, "utf8"));
}
for (const t of realistic) compare(t);
const realisticCount = compared;
const realisticRedacted = redacted;

// Generated: texts made of the pieces the three patterns are built of, and of everything else.
const piece = fc.oneof(
  fc.constantFrom("-----BEGIN ", "-----END ", "RSA ", "EC ", "PRIVATE KEY", "-----", "\n", "eyJ", "eyJab", ".abcd", "eyJabcd.efgh.", "a://b:c@", "eyJhbGciOiJIUzI1NiJ9", "abcd", "AB", "-", "_", ".", "://", ":", "@", "/", " ", "\t", "\u00a0", "+", "é", "x", "0", "https", "Bearer ", "password=", "sk_live_", "+44 20 7946 0958"),
  fc.string({ maxLength: 6 }),
);
const texts = fc.array(piece, { maxLength: 60 }).map((p) => p.join(""));
for (const t of fc.sample(texts, { numRuns: 200_000, seed: 11 })) compare(t);

console.log(`realistic: ${realisticCount} texts (${realisticRedacted} with a redaction); generated: ${compared - realisticCount} texts (${redacted - realisticRedacted} with a redaction); differ: ${differ.length}; matches of the replaced patterns: ${JSON.stringify(found)}`);
for (const d of differ.slice(0, 20)) console.log(d);
process.exit(differ.length ? 1 : 0);
