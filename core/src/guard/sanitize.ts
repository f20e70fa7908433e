// The sanitizer: one function every tool result and every tool argument passes through before
// the model, the wire, the audit row or a log line sees it. It redacts credentials, bearer
// tokens, API keys, phone numbers and the patterns a deployment configures.
import { createRequire } from "node:module";
import { ToolgateError } from "../errors.js";
import { type Found, jwts, privateKeys, urlCredentials } from "./scanners.js";

/**
 * A detector: what it finds, as a pattern the native engine runs (each proved linear by the
 * own-patterns analyser) or as a scan in linear time (a scan in code, or RE2 for a deployment's
 * pattern). Patterns are data, each with its reason.
 */
export type Detector = {
  /** The label put in place of what it finds: `[redacted:<name>]`. */
  name: string;
  reason: string;
} & (
  | {
      pattern: RegExp;
      /** The capture group to keep in front of the redaction (a key name, a scheme), if any. */
      keep?: number;
    }
  | {
      scan: (text: string) => Iterable<Found>;
      /** A text without this holds nothing the scan finds: it is not scanned. */
      needs?: string;
    }
);

/** Built-in detectors, applied in this order (the longer, more specific forms first). */
export const DETECTORS: readonly Detector[] = [
  {
    name: "private_key",
    scan: privateKeys,
    needs: "-----BEGIN ",
    reason: "a PEM private key block",
  },
  {
    name: "bearer",
    pattern: /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi,
    reason: "a bearer token (`Authorization: Bearer …`): the scheme is kept, the token is not",
    keep: 1,
  },
  {
    name: "basic_auth",
    pattern: /\b(Basic\s+)(?=[A-Za-z0-9+/]*[0-9+/=])[A-Za-z0-9+/]{6,}={0,2}/g,
    reason: "HTTP Basic credentials (base64 of `user:password`); prose such as `Basic information` has no digit or padding and is left alone",
    keep: 1,
  },
  {
    name: "jwt",
    scan: jwts,
    needs: "eyJ",
    reason: "a JSON Web Token (three base64url parts, the first a JSON header)",
  },
  {
    name: "toolgate_token",
    pattern: /\btg1\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g,
    reason: "a Toolgate confirmation or plan token: whoever holds it can present it",
  },
  {
    name: "api_key",
    pattern:
      /\b(?:sk|pk|rk)[-_](?:live|test|proj|ant)?[-_]?[A-Za-z0-9_-]{16,}|\bAKIA[0-9A-Z]{16}\b|\bASIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{30,}|\bxox[abprs]-[A-Za-z0-9-]{10,}|\bAIza[0-9A-Za-z_-]{35}\b|\bglpat-[A-Za-z0-9_-]{20,}|\bnpm_[A-Za-z0-9]{36}\b/g,
    reason: "an API key in a well-known vendor format (Stripe/OpenAI-style sk_, AWS, GitHub, Slack, Google, GitLab, npm)",
  },
  {
    name: "url_credentials",
    scan: urlCredentials,
    needs: "://",
    reason: "a password inside a URL (`scheme://user:password@host`)",
  },
  {
    name: "credential",
    pattern:
      /\b((?:password|passwd|pwd|secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|session[_-]?token|private[_-]?key|token)["']?\s*[:=]\s*["']?)(?!\[redacted:)[^\s"',;&}]{4,}/gi,
    reason: "a value written after a credential's name (`password=…`, `\"api_key\": \"…\"`)",
    keep: 1,
  },
  {
    name: "phone",
    pattern: /(?<![\w+.])(?:\+|00)[1-9](?:[\s.-]?\d){7,14}\b|(?<![\w.-])(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
    reason: "a phone number: international (`+` or `00` and 8 to 15 digits) or in the grouped `(555) 123-4567` form",
  },
];

/** Object keys whose value is redacted whole, whatever it looks like. */
const CREDENTIAL_KEY = /(?:^|_)(?:password|passwd|pwd|secret|client_secret|api_key|apikey|access_key|secret_key|token|access_token|refresh_token|id_token|auth_token|session_token|private_key|authorization|cookie|set_cookie|credential|credentials|x_api_key)$/;
const PHONE_KEY = /(?:^|_)(?:phone|phone_number|mobile|mobile_number|msisdn|telephone|tel|cell)$/;

function normaliseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_");
}

/** A pattern the deployment configures: a regular expression, or `{ name, pattern }`. */
export type ConfiguredPattern = string | RegExp | { name?: string; pattern: string | RegExp };

export interface SanitizerOptions {
  /** Patterns to redact besides the built-in ones, such as a member id format. */
  patterns?: ConfiguredPattern[];
  /** Keys whose string values are left alone when the object also has `mimeType` (base64 payloads). */
  binaryKeys?: string[];
}

/** What a sanitizer pass changed: how many values it redacted, by detector. */
export type Redactions = Record<string, number>;

/** How a key's value is treated: redacted whole as a credential or a phone number, or walked. */
type KeyKind = "credential" | "phone" | "plain";

export class Sanitizer {
  /** Keys whose kind is kept (at most, and only short ones): the same keys come back in every value of one shape. */
  private static readonly KEY_KINDS_KEPT = 1024;
  private static readonly LONGEST_KEY_KEPT = 64;
  private readonly detectors: Detector[];
  private readonly binaryKeys: ReadonlySet<string>;
  /** Each key's kind, worked out once: a key's kind depends on the key alone. Filled, never emptied, up to its bound. */
  private readonly keyKinds = new Map<string, KeyKind>();

  constructor(options: SanitizerOptions = {}) {
    const configured = (options.patterns ?? []).map((p, i) => configuredDetector(p, i));
    this.detectors = [...DETECTORS, ...configured];
    this.binaryKeys = new Set(options.binaryKeys ?? ["data", "blob"]);
  }

  /** Redacts what the detectors find in a text. */
  text(text: string, counts?: Redactions): string {
    let out = text;
    for (const d of this.detectors) {
      if ("scan" in d) {
        if (d.needs === undefined || out.includes(d.needs)) out = redactFound(out, d.name, d.scan(out), counts);
        continue;
      }
      d.pattern.lastIndex = 0;
      out = out.replace(d.pattern, (...m: unknown[]) => {
        if (counts) counts[d.name] = (counts[d.name] ?? 0) + 1;
        const kept = d.keep !== undefined ? String(m[d.keep] ?? "") : "";
        return `${kept}[redacted:${d.name}]`;
      });
    }
    return out;
  }

  /** A copy of a value with every string sanitized and credential-named keys redacted whole. */
  value<T>(value: T, counts?: Redactions): T {
    return this.walk(value, counts, new WeakSet()) as T;
  }

  /** True when sanitizing would change the text. */
  finds(text: string): boolean {
    return this.text(text) !== text;
  }

  private keyKind(k: string): KeyKind {
    const known = this.keyKinds.get(k);
    if (known !== undefined) return known;
    const key = normaliseKey(k);
    const kind: KeyKind = CREDENTIAL_KEY.test(key) ? "credential" : PHONE_KEY.test(key) ? "phone" : "plain";
    if (k.length <= Sanitizer.LONGEST_KEY_KEPT && this.keyKinds.size < Sanitizer.KEY_KINDS_KEPT) this.keyKinds.set(k, kind);
    return kind;
  }

  private walk(value: unknown, counts: Redactions | undefined, seen: WeakSet<object>): unknown {
    if (typeof value === "string") return this.text(value, counts);
    if (value === null || typeof value !== "object") return value;
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    if (Array.isArray(value)) return value.map((v) => this.walk(v, counts, seen));
    const obj = value as Record<string, unknown>;
    const binary = typeof obj.mimeType === "string";
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) {
      const kind = this.keyKind(k);
      if (binary && this.binaryKeys.has(k) && typeof v === "string") {
        put(out, k, v);
      } else if (v !== null && v !== undefined && typeof v !== "boolean" && typeof v !== "object" && kind === "credential") {
        if (counts) counts.credential = (counts.credential ?? 0) + 1;
        put(out, k, "[redacted:credential]");
      } else if ((typeof v === "string" || typeof v === "number") && kind === "phone" && String(v).length > 0) {
        if (counts) counts.phone = (counts.phone ?? 0) + 1;
        put(out, k, "[redacted:phone]");
      } else {
        put(out, k, this.walk(v, counts, seen));
      }
    }
    return out;
  }
}

/** Sets an own property, whatever its name: `__proto__` is an ordinary key here, never the prototype. */
function put(out: Record<string, unknown>, key: string, value: unknown): void {
  // Assigning makes an own property of any other name, at a tenth of the cost of defining one.
  if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** The text with what a scan found redacted, found in order and apart. */
function redactFound(text: string, name: string, found: Iterable<Found>, counts: Redactions | undefined): string {
  let out = "";
  let at = 0;
  for (const f of found) {
    if (counts) counts[name] = (counts[name] ?? 0) + 1;
    out += `${text.slice(at, f.start + f.kept)}[redacted:${name}]`;
    at = f.end;
  }
  return at === 0 && out === "" ? text : out + text.slice(at);
}

const require = createRequire(import.meta.url);
let RE2JS: typeof import("re2js").RE2JS | undefined;

/** The flags of a configured `RegExp` RE2 reads alike; `g` is implied, `u` is RE2's reading always. */
const RE2_FLAGS: Readonly<Record<string, number | undefined>> = { g: 0, u: 0, d: 0, i: 1, m: 4, s: 2 };

function configuredDetector(p: ConfiguredPattern, i: number): Detector {
  const spec = typeof p === "string" || p instanceof RegExp ? { pattern: p } : p;
  const name = spec.name ?? "pattern";
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new ToolgateError("settings_invalid", `sanitizer pattern ${i}: the name \`${name}\` is not snake_case`, { path: `patterns/${i}/name` });
  if (typeof spec.pattern !== "string" && !(spec.pattern instanceof RegExp)) throw new ToolgateError("settings_invalid", `sanitizer pattern ${i} is not a regular expression: not a string`, { path: `patterns/${i}` });
  const source = spec.pattern instanceof RegExp ? spec.pattern.source : spec.pattern;
  const flags = spec.pattern instanceof RegExp ? spec.pattern.flags : "";
  try {
    new RegExp(source, flags);
  } catch (e) {
    throw new ToolgateError("settings_invalid", `sanitizer pattern ${i} is not a regular expression: ${(e as Error).message}`, { path: `patterns/${i}` });
  }
  let re2Flags = 0;
  for (const f of flags) {
    const bit = RE2_FLAGS[f];
    if (bit === undefined) throw new ToolgateError("settings_invalid", `sanitizer pattern ${i}: the flag \`${f}\` is not supported (RE2 reads \`i\`, \`m\`, \`s\`)`, { path: `patterns/${i}` });
    re2Flags |= bit;
  }
  RE2JS ??= (require("re2js") as typeof import("re2js")).RE2JS;
  let compiled: import("re2js").RE2JS;
  try {
    // RE2 matches in time linear in the text; it has no lookaround and no backreferences.
    compiled = RE2JS.compile(source, re2Flags);
  } catch (e) {
    throw new ToolgateError("settings_invalid", `sanitizer pattern ${i} is not one RE2 can match in linear time (no lookaround, no backreferences): ${(e as Error).message}`, { path: `patterns/${i}` });
  }
  if (compiled.test("")) throw new ToolgateError("settings_invalid", `sanitizer pattern ${i} matches the empty text`, { path: `patterns/${i}` });
  const re2 = compiled;
  return { name, scan: (text) => re2Matches(re2, text), reason: "configured by the deployment" };
}

/** Every match RE2 finds, each search from the end of the last (past an empty one). */
function* re2Matches(re2: import("re2js").RE2JS, text: string): Generator<Found> {
  const m = re2.matcher(text);
  while (m.find()) yield { start: m.start(), end: m.end(), kept: 0 };
}
