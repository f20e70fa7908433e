// Who may call `toolgate serve`: per-tenant caller keys, kept only as SHA-256 digests, and the
// binding of each session to the tenant that opened it. A session id carries a MAC of its tenant,
// keyed by the service's secret, so any process with the same keys can tell whose it is without
// a store, and one tenant holding another's history cannot advance it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ToolgateError } from "@toolgate/core";
import { inlineSource, readYaml, type YamlSource } from "@toolgate/core";

/** The callers file: each tenant's keys, as `sha256:<64 hex digits>` of the key. */
export interface CallersFile {
  tenants: Record<string, string[]>;
}

/** The tenant a caller key belongs to, by the key's digest. */
export interface Callers {
  readonly tenants: ReadonlyMap<string, readonly Buffer[]>;
}

const TENANT = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;
/** The tenant of the one shared caller token (`TOOLGATE_TOKEN`). */
export const DEFAULT_TENANT = "default";

function sha256(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** What a callers file keeps of a key: `sha256:<hex>`. */
export function callerKeyDigest(key: string): string {
  return `sha256:${sha256(key).toString("hex")}`;
}

/** Reads and checks a callers file (YAML) or the same object. */
export function readCallers(input: string | CallersFile): Callers {
  const source: YamlSource = typeof input === "string" ? readYaml(input, "settings_invalid") : inlineSource(input, "<callers>");
  const fail = (message: string, path: string) => new ToolgateError("settings_invalid", `callers: ${message}`, { file: source.file, line: source.lineOf(path), path });
  const data = source.data as { tenants?: unknown } | null;
  if (typeof data !== "object" || data === null || Array.isArray(data) || Object.keys(data).some((k) => k !== "tenants")) throw fail("the file holds one map, `tenants`", "/");
  const tenants = data.tenants;
  if (typeof tenants !== "object" || tenants === null || Array.isArray(tenants) || Object.keys(tenants).length === 0) throw fail("`tenants` names at least one tenant with its keys", "/tenants");
  const out = new Map<string, Buffer[]>();
  const seen = new Map<string, string>();
  for (const [tenant, keys] of Object.entries(tenants as Record<string, unknown>)) {
    if (!TENANT.test(tenant)) throw fail(`the tenant name \`${tenant.slice(0, 80)}\` is not lower-case letters, digits, \`_\`, \`.\`, \`-\` (at most 64)`, `/tenants/${tenant}`);
    if (!Array.isArray(keys) || keys.length === 0) throw fail(`tenant \`${tenant}\` lists its keys' digests`, `/tenants/${tenant}`);
    const digests: Buffer[] = [];
    keys.forEach((k, i) => {
      if (typeof k !== "string" || !DIGEST.test(k)) throw fail(`a key is kept as \`sha256:\` and 64 hex digits, never as itself`, `/tenants/${tenant}/${i}`);
      const other = seen.get(k);
      if (other !== undefined) throw fail(`one key digest is listed for \`${other}\` and \`${tenant}\``, `/tenants/${tenant}/${i}`);
      seen.set(k, tenant);
      digests.push(Buffer.from(k.slice(7), "hex"));
    });
    out.set(tenant, digests);
  }
  return { tenants: out };
}

/** One tenant, `default`, whose key is the shared caller token. */
export function singleCaller(token: string): Callers {
  return { tenants: new Map([[DEFAULT_TENANT, [sha256(token)]]]) };
}

/** The tenant whose key an `Authorization: Bearer …` header presents, if any. Every digest is compared, in constant time. */
export function callerTenant(header: string | undefined, callers: Callers): string | undefined {
  if (typeof header !== "string") return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return undefined;
  const presented = sha256(m[1]!);
  let found: string | undefined;
  for (const [tenant, digests] of callers.tenants) for (const d of digests) if (timingSafeEqual(presented, d) && found === undefined) found = tenant;
  return found;
}

/**
 * Session ids bound to tenants: `s_<nonce>.<tag>`, the tag a MAC of the tenant and the nonce.
 * The secret is the same in every process that serves the same sessions.
 */
export class SessionBinding {
  /** How many (tenant, session) pairs found bound are kept. */
  static readonly KEEP = 8192;
  private readonly secret: Buffer;
  /**
   * Pairs whose tag was verified (or made here), keyed by the tenant and the whole session id,
   * tag included: a session sends its id with every request, and the MAC need not be worked out
   * again. Only pairs found bound are kept, so a wrong tag is always checked in constant time.
   * The value says whether the pair was used since it was last passed over: the oldest pair goes
   * first, but one used since goes to the back once instead. A pair used again is marked in
   * place, not deleted and set again: a Map that keys leave and join at every request grows new
   * tables, which V8 keeps in the old generation until a full collection.
   */
  private readonly bound = new Map<string, boolean>();

  constructor(secret: Uint8Array = randomBytes(32)) {
    this.secret = createHash("sha256").update("toolgate/serve/session-binding/v1|").update(secret).digest();
  }

  private tag(tenant: string, nonce: string): Buffer {
    return createHmac("sha256", this.secret).update(`${tenant}|${nonce}`).digest().subarray(0, 16);
  }

  private keep(key: string): void {
    this.bound.set(key, false);
    // Every pair but the one kept now is passed over at most once, so this ends.
    while (this.bound.size > SessionBinding.KEEP) {
      const [oldest, used] = this.bound.entries().next().value!;
      this.bound.delete(oldest);
      if (used || oldest === key) this.bound.set(oldest, false);
    }
  }

  /** A new session id, bound to the tenant. */
  open(tenant: string): string {
    const nonce = randomBytes(12).toString("base64url");
    const session = `s_${nonce}.${this.tag(tenant, nonce).toString("base64url")}`;
    this.keep(`${tenant}|${session}`);
    return session;
  }

  /** Whether the session id was opened by this tenant. */
  owns(tenant: string, session: string): boolean {
    // A tenant name never holds `|` (readCallers), so the key names one pair.
    const key = `${tenant}|${session}`;
    if (this.bound.has(key)) {
      this.bound.set(key, true);
      return true;
    }
    const m = /^s_([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/.exec(session);
    if (!m) return false;
    const given = Buffer.from(m[2]!, "base64url");
    const owned = given.length === 16 && given.toString("base64url") === m[2] && timingSafeEqual(given, this.tag(tenant, m[1]!));
    if (owned) this.keep(key);
    return owned;
  }
}
