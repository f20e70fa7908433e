// Finds every host an argument value can reach and says whether it is an address a call must
// not reach: loopback, private, link-local, CGNAT, multicast, unspecified, broadcast, reserved,
// cloud metadata, in any spelling a URL parser or a resolver accepts. Pure functions.
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";
import { trimLeading, trimTrailing } from "@toolgate/grammar-kit/trim";

/** Why an address may not be reached. */
export type AddressClass =
  | "loopback"
  | "private"
  | "link_local"
  | "cgnat"
  | "multicast"
  | "unspecified"
  | "broadcast"
  | "reserved"
  | "metadata"
  | "unique_local"
  | "ipv4_mapped";

/** One address found in an argument that may not be reached. */
export interface BlockedAddress {
  /** JSON pointer of the argument value the address is in (`/url`, `/targets/0/host`). */
  pointer: string;
  /** The host as it was written. */
  written: string;
  /** The host as a resolver sees it: a canonical IPv4, an IPv6 in brackets, or a lower-case name. */
  host: string;
  class: AddressClass;
  /** Why, in a few words (the entry of the table below). */
  why: string;
}

/** The settings' allow list, compiled once. */
export interface AllowList {
  /** Exact host names, and `*.example.com` for every name under a domain. */
  hosts: ReadonlySet<string>;
  suffixes: readonly string[];
  cidrs: BlockList;
}

/** Compiles hosts (`intranet.example.com`, `*.corp.example`, `10.0.0.7`) and CIDRs (`10.1.0.0/16`, `fd12::/16`). */
export function compileAllowList(settings: { hosts?: readonly string[]; cidrs?: readonly string[] } = {}): AllowList {
  const hosts = new Set<string>();
  const suffixes: string[] = [];
  const cidrs = new BlockList();
  for (const raw of settings.hosts ?? []) {
    const h = trimTrailing(raw.trim().toLowerCase(), ".");
    if (h.startsWith("*.")) suffixes.push(h.slice(1));
    else {
      const canonical = canonicalHost(h);
      hosts.add(canonical ?? h);
      if (canonical && isIP(unbracket(canonical))) addAddress(cidrs, unbracket(canonical));
    }
  }
  for (const raw of settings.cidrs ?? []) {
    const [net, bits] = raw.trim().split("/");
    const family = isIP(net ?? "");
    const prefix = Number(bits);
    if (!family || bits === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new RangeError(`\`${raw}\` is not a CIDR block such as 10.0.0.0/8 or fd00::/8`);
    }
    cidrs.addSubnet(net!, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  return { hosts, suffixes, cidrs };
}

export function isValidCidr(raw: string): boolean {
  try {
    compileAllowList({ cidrs: [raw] });
    return true;
  } catch {
    return false;
  }
}

const NO_ALLOW: AllowList = compileAllowList();

function addAddress(list: BlockList, ip: string): void {
  list.addAddress(ip, isIPv4(ip) ? "ipv4" : "ipv6");
}

// --- the table ------------------------------------------------------------------------------

interface Range {
  net: string;
  prefix: number;
  class: AddressClass;
  why: string;
}

/** Checked in order: the first range that holds an address names its class. */
const V4_RANGES: Range[] = [
  { net: "169.254.169.254", prefix: 32, class: "metadata", why: "the cloud metadata service (AWS, GCP, Azure, DigitalOcean, OpenStack)" },
  { net: "169.254.170.2", prefix: 32, class: "metadata", why: "the ECS task metadata and credentials endpoint" },
  { net: "169.254.170.23", prefix: 32, class: "metadata", why: "the EKS pod identity agent" },
  { net: "100.100.100.200", prefix: 32, class: "metadata", why: "the Alibaba Cloud metadata service" },
  { net: "192.0.0.192", prefix: 32, class: "metadata", why: "the Oracle Cloud metadata service" },
  { net: "168.63.129.16", prefix: 32, class: "metadata", why: "the Azure wire server, a host-internal endpoint" },
  { net: "0.0.0.0", prefix: 8, class: "unspecified", why: "`this network`: 0.0.0.0 reaches the local host" },
  { net: "127.0.0.0", prefix: 8, class: "loopback", why: "the local host" },
  { net: "10.0.0.0", prefix: 8, class: "private", why: "a private network (RFC 1918)" },
  { net: "172.16.0.0", prefix: 12, class: "private", why: "a private network (RFC 1918)" },
  { net: "192.168.0.0", prefix: 16, class: "private", why: "a private network (RFC 1918)" },
  { net: "100.64.0.0", prefix: 10, class: "cgnat", why: "shared address space behind carrier-grade NAT (RFC 6598)" },
  { net: "169.254.0.0", prefix: 16, class: "link_local", why: "a link-local address" },
  { net: "192.0.0.0", prefix: 24, class: "reserved", why: "IETF protocol assignments" },
  { net: "198.18.0.0", prefix: 15, class: "reserved", why: "benchmarking space, used inside networks" },
  { net: "224.0.0.0", prefix: 4, class: "multicast", why: "a multicast group" },
  { net: "255.255.255.255", prefix: 32, class: "broadcast", why: "the broadcast address" },
  { net: "240.0.0.0", prefix: 4, class: "reserved", why: "reserved space (240/4)" },
];

const V6_RANGES: Range[] = [
  { net: "fd00:ec2::254", prefix: 128, class: "metadata", why: "the AWS metadata service over IPv6" },
  { net: "fd00:ec2::23", prefix: 128, class: "metadata", why: "the EKS pod identity agent over IPv6" },
  { net: "::", prefix: 128, class: "unspecified", why: "the unspecified address reaches the local host" },
  { net: "::1", prefix: 128, class: "loopback", why: "the local host" },
  { net: "fc00::", prefix: 7, class: "unique_local", why: "an IPv6 unique local address, a private network" },
  { net: "fe80::", prefix: 10, class: "link_local", why: "an IPv6 link-local address" },
  { net: "fec0::", prefix: 10, class: "private", why: "an IPv6 site-local address, a private network" },
  { net: "ff00::", prefix: 8, class: "multicast", why: "an IPv6 multicast group" },
  { net: "100::", prefix: 64, class: "reserved", why: "the IPv6 discard prefix" },
];

function compile(ranges: Range[], family: "ipv4" | "ipv6"): Array<{ list: BlockList; range: Range }> {
  return ranges.map((range) => {
    const list = new BlockList();
    list.addSubnet(range.net, range.prefix, family);
    return { list, range };
  });
}

const V4 = compile(V4_RANGES, "ipv4");
const V6 = compile(V6_RANGES, "ipv6");

/** Names that reach the local host, a private network or a metadata service without a DNS answer to say so. */
const NAMES: Array<{ name: string; under: boolean; class: AddressClass; why: string }> = [
  { name: "metadata.google.internal", under: false, class: "metadata", why: "the GCP metadata service" },
  { name: "metadata.goog", under: false, class: "metadata", why: "the GCP metadata service" },
  { name: "metadata", under: false, class: "metadata", why: "the GCP metadata service, by its short name" },
  { name: "instance-data", under: true, class: "metadata", why: "the AWS metadata service, by name" },
  { name: "metadata.azure.com", under: false, class: "metadata", why: "the Azure metadata service, by name" },
  { name: "localhost", under: true, class: "loopback", why: "`localhost` and every name under it reach the local host (RFC 6761)" },
  { name: "localhost.localdomain", under: false, class: "loopback", why: "the local host" },
  { name: "ip6-localhost", under: false, class: "loopback", why: "the local host" },
  { name: "ip6-loopback", under: false, class: "loopback", why: "the local host" },
  { name: "localtest.me", under: true, class: "loopback", why: "a public name that resolves to 127.0.0.1" },
  { name: "lvh.me", under: true, class: "loopback", why: "a public name that resolves to 127.0.0.1" },
  { name: "vcap.me", under: true, class: "loopback", why: "a public name that resolves to 127.0.0.1" },
  { name: "internal", under: true, class: "private", why: "the `.internal` top-level name is for private networks" },
  { name: "local", under: true, class: "private", why: "`.local` names are found on the local network (mDNS)" },
  { name: "localdomain", under: true, class: "private", why: "a name of the local network" },
  { name: "home.arpa", under: true, class: "private", why: "`.home.arpa` names are for home networks (RFC 8375)" },
  { name: "lan", under: true, class: "private", why: "a name of the local network" },
  { name: "intranet", under: true, class: "private", why: "a name of the local network" },
  { name: "corp", under: true, class: "private", why: "a name of a company network" },
  { name: "cluster.local", under: true, class: "private", why: "a Kubernetes in-cluster name" },
  { name: "kubernetes.default", under: false, class: "private", why: "the Kubernetes API server, from inside the cluster" },
  { name: "kubernetes.default.svc", under: false, class: "private", why: "the Kubernetes API server, from inside the cluster" },
];

/** Public wildcard DNS services that resolve a name to the IP written in it (`10.0.0.1.nip.io`). */
const IP_IN_NAME = /^(?:.*?[.-])?((?:\d{1,3}[.-]){3}\d{1,3})\.(?:nip\.io|sslip\.io|xip\.io|traefik\.me|localtest\.me)$/;

// --- classification -------------------------------------------------------------------------

/**
 * The class of a host (an IP in any spelling, an IPv6 in brackets or not, or a name), or
 * undefined for a host that may be reached.
 */
export function classifyHost(host: string): { class: AddressClass; why: string; host: string } | undefined {
  return plainlyOfNoClass(host) ? undefined : classifyParsed(host);
}

/** The class of a host as a URL parser reads it (see canonicalHost), or undefined. */
export function classifyParsed(host: string): { class: AddressClass; why: string; host: string } | undefined {
  const canonical = canonicalHost(host);
  if (canonical === undefined) return undefined;
  const bare = unbracket(canonical);
  if (isIPv4(bare)) return classifyV4(bare, canonical);
  if (isIPv6(bare)) return classifyV6(bare, canonical);
  return classifyName(canonical);
}

function classifyV4(ip: string, host: string) {
  const hit = V4.find(({ list }) => list.check(ip, "ipv4"));
  return hit ? { class: hit.range.class, why: hit.range.why, host } : undefined;
}

function classifyV6(ip: string, host: string) {
  const hit = V6.find(({ list }) => list.check(ip, "ipv6"));
  if (hit) return { class: hit.range.class, why: hit.range.why, host };
  const words = hextets(ip);
  if (!words) return undefined;
  const embedded = embeddedV4(words);
  if (!embedded) return undefined;
  const inner = classifyV4(embedded.ip, host);
  if (inner) return { class: inner.class, why: `${inner.why}, written as ${embedded.how} ${embedded.ip}`, host };
  // An IPv4-mapped address is an IPv4 address in disguise: nobody writes one for a public host.
  if (embedded.how === "IPv4-mapped") return { class: "ipv4_mapped" as const, why: `an IPv4-mapped IPv6 address (${embedded.ip})`, host };
  return undefined;
}

function classifyName(name: string) {
  const n = trimTrailing(name, ".");
  const inName = IP_IN_NAME.exec(n);
  if (inName) {
    const ip = inName[1]!.replace(/-/g, ".");
    const inner = isIPv4(ip) ? classifyV4(ip, name) : undefined;
    if (inner) return { class: inner.class, why: `${inner.why}, through a wildcard DNS name`, host: name };
  }
  for (const entry of NAMES) {
    if (n === entry.name || (entry.under && n.endsWith(`.${entry.name}`))) return { class: entry.class, why: entry.why, host: name };
  }
  return undefined;
}

/** ASCII letters, digits, dots, dashes and underscores only: no `%` escape, no port, no sign a URL parser reads. */
const PLAIN_HOST = /^[a-z0-9._-]+$/i;
/** A punycode label, which a URL parser decodes to check. */
const PUNYCODE_LABEL = /(?:^|\.)xn--/i;
/** A last label a URL parser reads as a number, so the host as an IPv4 address: digits, or `0x` and hex digits. */
const NUMBER_LABEL = /^(?:\d+|0x[0-9a-f]*)$/i;
/** The endings a name has a class by: NAMES, and the wildcard DNS services of IP_IN_NAME. */
const CLASS_ENDINGS = [...NAMES.map((n) => n.name), "nip.io", "sslip.io", "xip.io", "traefik.me", "localtest.me"];
const LONGEST_ENDING = Math.max(...CLASS_ENDINGS.map((e) => e.length));

/**
 * Whether a host is of no class, seen without a URL parser. A plain host (PLAIN_HOST, with no
 * punycode label) is given back by a WHATWG parser in lower case, or refused, unless its last
 * label is a number (then it is read as an IPv4 address); a name is of a class only by its ending
 * (classifyName). So a plain host whose last label is no number (nor empty) and whose ending is
 * none of CLASS_ENDINGS is of no class. The parser copies the whole host several times, and a
 * host a megabyte long was the dearest part of a check.
 */
export function plainlyOfNoClass(host: string): boolean {
  if (!PLAIN_HOST.test(host) || PUNYCODE_LABEL.test(host)) return false;
  // The parser drops one empty last label (`a.b.`) before it asks whether the last is a number.
  const labels = host.endsWith(".") ? host.slice(0, -1) : host;
  const last = labels.slice(labels.lastIndexOf(".") + 1);
  if (last === "" || NUMBER_LABEL.test(last)) return false;
  const tail = trimTrailing(host, ".").slice(-LONGEST_ENDING).toLowerCase();
  return !CLASS_ENDINGS.some((e) => tail.endsWith(e));
}

/**
 * Four runs of digits joined by dots that end a text, the first run whole (what
 * `(\d+\.\d+\.\d+\.\d+)$` found): read back from the end, as that pattern tried every start of
 * a run of digits and read it to the end again (quadratic in the run).
 */
export function dottedTail(text: string): string | undefined {
  let i = text.length;
  for (let part = 0; part < 4; part++) {
    const end = i;
    while (i > 0 && isDigit(text.charCodeAt(i - 1))) i--;
    if (i === end) return undefined;
    if (part < 3) {
      if (i === 0 || text[i - 1] !== ".") return undefined;
      i--;
    }
  }
  return text.slice(i);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function hextets(ip: string): number[] | undefined {
  let text = ip.toLowerCase();
  // A dotted IPv4 tail (`::ffff:127.0.0.1`) becomes two groups.
  const tail = dottedTail(text);
  if (tail !== undefined) {
    const b = tail.split(".").map(Number);
    text = `${text.slice(0, -tail.length)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const fill = text.includes("::") ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(0, fill)).fill("0"), ...right];
  if (groups.length !== 8) return undefined;
  const words = groups.map((g) => parseInt(g, 16));
  return words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : undefined;
}

function v4(hi: number, lo: number): string {
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/** An IPv4 address carried inside an IPv6 one, with how it is carried. */
function embeddedV4(w: number[]): { ip: string; how: string } | undefined {
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && w[5] === 0xffff) return { ip: v4(w[6]!, w[7]!), how: "IPv4-mapped" };
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) return { ip: v4(w[6]!, w[7]!), how: "IPv4-translated" };
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return { ip: v4(w[6]!, w[7]!), how: "NAT64" };
  if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 1) return { ip: v4(w[6]!, w[7]!), how: "local NAT64" };
  if (zero(0, 6) && (w[6]! !== 0 || w[7]! > 1)) return { ip: v4(w[6]!, w[7]!), how: "IPv4-compatible" };
  if (w[0] === 0x2002) return { ip: v4(w[1]!, w[2]!), how: "6to4" };
  return undefined;
}

/**
 * The host as a WHATWG URL parser (what `fetch` uses) reads it: decimal, octal, hex and short
 * IPv4 spellings become dotted quads, percent-escapes and full-width digits are decoded, names
 * are lower-cased. Undefined when no parser would take it as a host.
 */
export function canonicalHost(written: string): string | undefined {
  let h = written.trim();
  if (h === "") return undefined;
  // IPv6 zone ids (`fe80::1%eth0`) are refused by URL parsers but used by sockets.
  const zone = /^\[?([0-9a-f:.]+)%(?:25)?[\w.~-]+\]?$/i.exec(h);
  if (zone && isIPv6(zone[1]!)) return `[${zone[1]!.toLowerCase()}]`;
  if (!h.startsWith("[") && isIPv6(h)) h = `[${h}]`;
  try {
    const hostname = new URL(`http://${h}/`).hostname;
    if (hostname === "") return undefined;
    return trimTrailing(hostname, ".") || undefined;
  } catch {
    return undefined;
  }
}

/** An IPv6 address without its zone (`fe80::1%eth0`): the zone follows the last `%`. */
function withoutZone(text: string): string {
  const at = text.lastIndexOf("%");
  return at >= 0 && /^[\w.~-]+$/.test(text.slice(at + 1)) ? text.slice(0, at) : text;
}

function unbracket(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

// --- finding hosts in values ----------------------------------------------------------------

/** Argument names whose values are meant as hosts: a bare `127.1` or `2130706433` there is one. */
const HOST_KEYS = new Set([
  "url", "uri", "href", "link", "host", "hostname", "domain", "endpoint", "server", "address", "addr", "ip", "ipv4", "ipv6",
  "proxy", "origin", "webhook", "callback", "redirect", "remote", "upstream", "site", "website", "socket", "dns", "peer",
  "dsn", "gateway", "backend",
]);

/**
 * What a key's lower-cased text holds when some word of it is a host word: one of them, or `url`,
 * `uri` or `host`, as a part (each word is a part of the key, lower-cased). A key with none is no
 * host key, and is not cut into words.
 */
const HOST_KEY_PART = new RegExp([...HOST_KEYS, "url", "uri", "host"].join("|"));

function hostKey(key: string | undefined): boolean {
  if (key === undefined || !HOST_KEY_PART.test(key.toLowerCase())) return false;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => HOST_KEYS.has(w) || w.endsWith("url") || w.endsWith("uri") || w.endsWith("host"));
}

/** A dotted run of decimal, octal or hex numbers: an IPv4 address in some spelling. */
const NUMERIC_HOST = /^(?:0x[0-9a-f]*|\d+)(?:\.(?:0x[0-9a-f]*|\d+)){0,3}\.?$/i;
/**
 * Whether a host is written as a name: labels of ASCII letters, digits, `_` and `-` joined by
 * single dots, a dot after the last allowed, a letter somewhere. Read as a plain class and two
 * searches, not as `^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$`, whose group is entered once per label: on
 * a megabyte of `a.` it kept half a million places to go back to, and took ten times as long once
 * the process had read other megabytes.
 */
export function nameHost(host: string): boolean {
  return PLAIN_HOST.test(host) && host[0] !== "." && !host.includes("..") && LETTER_ANYWHERE.test(host);
}
const LETTER_ANYWHERE = /[a-z]/i;

/** The two slashes (or backslashes) of a URL or a scheme-relative reference, and what follows them. */
const SLASHES = /(?:\/\/|\\\\|\/\\|\\\/)[^\s"'<>`]*/g;
const SCHEME_CHAR = /^[a-z0-9+.-]$/i;
const WORD_CHAR = /^\w$/;
const LETTER = /^[a-z]$/i;

/**
 * The URLs of a text: each run from two slashes on, with the scheme before them (`https:`) where
 * there is one. The scheme is found by walking back at most 64 characters from the slashes: a
 * pattern with an optional scheme in front is retried at every word of a long run and takes
 * quadratic time.
 */
function urlsIn(text: string): Array<{ start: number; end: number; whole: string }> {
  const out: Array<{ start: number; end: number; whole: string }> = [];
  for (const m of text.matchAll(SLASHES)) {
    let start = m.index;
    if (text[start - 1] === ":") {
      const colon = start - 1;
      let j = colon;
      while (j > 0 && colon - j < 64 && SCHEME_CHAR.test(text[j - 1]!)) j--;
      // The earliest place in that run where a scheme can start: a letter at a word boundary.
      for (let p = j; p < colon; p++) {
        if (LETTER.test(text[p]!) && (p === 0 || !WORD_CHAR.test(text[p - 1]!))) {
          start = p;
          break;
        }
      }
    }
    const end = m.index + m[0].length;
    out.push({ start, end, whole: text.slice(start, end) });
  }
  return out;
}

/**
 * The hostly words of a text outside its URLs, as hostlyWords finds them in the text blanked out
 * (blankedOut), without making that copy of a text that may be a megabyte long: the text between
 * two URLs is read alone, and a word ends where a URL starts.
 */
function hostlyWordsOutside(text: string, urls: ReadonlyArray<{ start: number; end: number }>): string[] {
  const out: string[] = [];
  let at = 0;
  for (const u of urls) {
    hostlyWords(text.slice(at, u.start), out);
    at = u.end;
  }
  return hostlyWords(text.slice(at), out);
}

/** The text with each URL replaced by a space. */
function blankedOut(text: string, urls: ReadonlyArray<{ start: number; end: number }>): string {
  const parts: string[] = [];
  let at = 0;
  for (const u of urls) {
    parts.push(text.slice(at, u.start), " ");
    at = u.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

const WORD_BREAKS = /[\s,;"'<>(){}|`]+/;
/** What breaks a word (WORD_BREAKS's class: JavaScript's `\s` and the signs), by code unit. */
export const WORD_BREAK_CHARS = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff,;\"'<>(){}|`";
/**
 * One byte per UTF-16 code unit, 1 where a word breaks: a word is walked out code unit by code
 * unit, and a pattern asked of each one cost more than all the rest of reading a word a megabyte long.
 */
const WORD_BREAK = new Uint8Array(0x10000);
for (const c of WORD_BREAK_CHARS) WORD_BREAK[c.charCodeAt(0)] = 1;

export function breaksWord(code: number): boolean {
  return WORD_BREAK[code] === 1;
}
/** A sign that makes a word worth reading as a host: a dot, a colon, an `@`, or `localhost`. */
const HOST_SIGN = /[.:@]|localhost/gi;

/**
 * The words of a text that may be hosts where no host is meant: only those with a dot, colon or
 * `@` in them, or `localhost`. Each is found from its sign and walked out to its breaks, so a
 * megabyte of short words that are no host (`+1 +1 …`) is not cut into a word list at all.
 */
function hostlyWords(text: string, out: string[] = []): string[] {
  HOST_SIGN.lastIndex = 0;
  for (let m = HOST_SIGN.exec(text); m !== null; m = HOST_SIGN.exec(text)) {
    let start = m.index;
    while (start > 0 && !breaksWord(text.charCodeAt(start - 1))) start--;
    let end = m.index + m[0].length;
    while (end < text.length && !breaksWord(text.charCodeAt(end))) end++;
    out.push(text.slice(start, end));
    // The next sign is looked for after this word: each character is walked at most twice.
    HOST_SIGN.lastIndex = end;
  }
  return out;
}

/** Every host written in a text, as written. `hostly`: the text is meant as a host or URL. */
export function hostsInText(text: string, hostly = false): string[] {
  // Full-width and other compatibility forms (`１２７．０．０．１`) are the host a URL parser maps them to.
  const compatible = text.normalize("NFKC");
  if (compatible === text) return hostsOf(text, hostly);
  return [...new Set([...hostsOf(text, hostly), ...hostsOf(compatible, hostly)])];
}

function hostsOf(text: string, hostly: boolean): string[] {
  const out = new Set<string>();
  const add = (h: string | undefined) => {
    if (h !== undefined && h.trim() !== "") out.add(h.trim());
  };

  // URLs and scheme-relative references, with the readings different parsers give them.
  // Most values hold no URL at all: the cheap tests first, the regular expressions only then.
  const hasUrl = /[\\/]{2}/.test(text);
  const urls = hasUrl ? urlsIn(text) : [];
  for (const { whole } of urls) {
    const authority = whole.replace(/^[a-z][a-z0-9+.-]*:/i, "").replace(/^[\\/]{2}/, "");
    // A plain authority (no path, port, `@`, `\\` or `%`) is its host in every reading below, and
    // a URL parser's reading of it is what classifyHost reads of it: it is read once, as it is.
    if (PLAIN_HOST.test(authority)) {
      add(authority);
      continue;
    }
    // Other parsers: the authority ends at the first `/` (or `\`, `?`, `#`), the host after the last `@`.
    for (const end of [/[\\/?#]/, /[/?#]/, /\//]) {
      const auth = authority.split(end)[0]!;
      add(stripPort(auth.split("@").pop()!.split("\\").pop()!));
      add(stripPort(auth.split("@").pop()!.split("\\")[0]!));
    }
    // WHATWG: `\` is a `/` in special schemes, so the host ends there.
    try {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(whole)?.[1]?.toLowerCase();
      const special = scheme === undefined || ["http", "https", "ws", "wss", "ftp", "file"].includes(scheme);
      add(new URL(special ? `http://${authority}` : `http://${authority.split(/[/?#]/)[0]!.split("@").pop()}`).host);
    } catch {
      // not a URL to this parser; the other readings still apply
    }
  }
  // `http:10.0.0.1`, `https:\10.0.0.1`: special schemes without the two slashes.
  for (const m of text.includes(":") ? text.matchAll(/\b(?:https?|wss?|ftp):(?![\\/]{2})[^\s"'<>`]+/gi) : []) {
    try {
      add(new URL(m[0]).host);
    } catch {
      // not a URL
    }
  }
  // Bracketed IPv6 anywhere: `[::1]:8080`, `[::ffff:169.254.169.254]`.
  for (const m of text.includes("[") ? text.matchAll(/\[([0-9a-f:.]+(?:%[\w.~-]+)?)\]/gi) : []) add(`[${m[1]}]`);

  // Bare words: `10.0.0.1:8080`, `localhost`, `ana@corp.internal`, `::1`.
  const words = hostly ? (hasUrl ? blankedOut(text, urls) : text).split(WORD_BREAKS) : hasUrl ? hostlyWordsOutside(text, urls) : hostlyWords(text);
  // Read without a copy of the word made: a word may be a megabyte long, and a copy of it (a
  // pattern's split or replace, a lower case, two texts joined) cost more than reading it.
  for (const raw of words) {
    // A word with no dot, colon or `@` is a host only where a host is meant, or as `localhost`.
    if (!hostly && !/[.:@]/.test(raw) && !/^localhost$/i.test(raw)) continue;
    // Trimmed by walking, not by `/[.:!?]+$/`: a pattern retried along a long run is quadratic.
    const bare = trimTrailing(trimLeading(raw, "[("), "])");
    const kept = trimTrailing(bare, ".:!?");
    let token = kept.length < bare.length && bare[kept.length] === "." ? bare.slice(0, kept.length + 1) : kept;
    if (token === "") continue;
    // What follows the last `@`.
    token = token.slice(token.lastIndexOf("@") + 1);
    const colon = token.indexOf(":");
    if (colon !== -1 && colon !== token.lastIndexOf(":")) {
      const v6 = withoutZone(token.replace(/^\[|\](?::\d+)?$/g, ""));
      if (isIPv6(v6)) {
        add(v6);
        continue;
      }
    }
    // Up to the first `\`, `/`, `?` or `#`.
    const cut = token.search(/[\\/?#]/);
    const path = cut === -1 ? token : token.slice(0, cut);
    const port = path.includes(":") ? /^(.*):(\d{1,5})$/.exec(path) : null;
    const host = port ? port[1]! : path;
    if (host === "") continue;
    if (NUMERIC_HOST.test(host)) {
      const parts = host.replace(/\.$/, "").split(".");
      // `10.5` is a price and `1.2.3` a version unless the place says it is a host.
      const spelled = parts.some((p) => /^0x/i.test(p) || (p.length > 1 && p.startsWith("0")));
      // `10:30` is a time: a single number with a port is a host only where a host is meant.
      if (parts.length === 4 || hostly || (port && parts.length > 1) || (spelled && parts.length > 1)) add(host);
    } else if (nameHost(host)) {
      const name = host.endsWith(".") ? host.slice(0, -1) : host;
      // A single word is a host only where a host is meant, or when it is `localhost`.
      if (name.includes(".") || port || hostly || (name.length === 9 && name.toLowerCase() === "localhost")) add(host);
    }
  }
  return [...out];
}

function stripPort(authority: string): string {
  if (authority.startsWith("[")) return authority.replace(/^(\[[^\]]*\]).*$/, "$1");
  return authority.replace(/:\d*$/, "");
}

/**
 * What a text needs before `hostsInText` can find a host in it where no host is meant: a dot, a
 * colon, an `@`, a slash, a backslash, a bracket or `localhost` (what its URLs, schemes, bracketed
 * IPv6 and host-like words start from), or a character outside ASCII, which NFKC may turn into one
 * of those (`１２７．０．０．１`). A text with none of them yields no host, and is not read further.
 */
const HOST_POSSIBLE = /[^\x00-\x7f]|[./\\:@[]|localhost/i;

/**
 * Every address in an argument value (nested objects and arrays walked) that may not be
 * reached, unless the allow list holds it.
 */
export function blockedAddresses(value: unknown, allow: AllowList = NO_ALLOW): BlockedAddress[] {
  const found: BlockedAddress[] = [];
  const seen = new Set<string>();
  walk(value, "", undefined, (text, pointer, key) => {
    const hostKeyed = hostKey(key);
    // Most values can hold no host where none is meant (see HOST_POSSIBLE): nothing more is read of them.
    if (!hostKeyed && !HOST_POSSIBLE.test(text)) return;
    // A host argument holds one host: `Rua A 1` under `address` is a postal address, read as text.
    const hostly = hostKeyed && !/\s/.test(text.trim());
    for (const written of hostsInText(text, hostly)) {
      const hit = classifyHost(written);
      if (!hit || allowed(hit.host, allow)) continue;
      const id = `${pointer}\u0000${hit.host}`;
      if (seen.has(id)) continue;
      seen.add(id);
      found.push({ pointer, written, host: hit.host, class: hit.class, why: hit.why });
    }
  });
  return found;
}

function walk(value: unknown, pointer: string, key: string | undefined, visit: (text: string, pointer: string, key: string | undefined) => void): void {
  if (typeof value === "string") visit(value, pointer, key);
  else if (typeof value === "number" || typeof value === "bigint") {
    // A number is a host only where a host is meant: `{ "ip": 2130706433 }`.
    if (hostKey(key)) visit(String(value), pointer, key);
  } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${pointer}/${i}`, key, visit));
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const at = `${pointer}/${escapePointer(k)}`;
      // A key can be a host too: `{ "http://10.0.0.1/": "..." }`.
      visit(k, at, undefined);
      walk(v, at, k, visit);
    }
  }
}

function escapePointer(key: string): string {
  if (!key.includes("~") && !key.includes("/")) return key;
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Whether the allow list holds a canonical host. */
export function allowed(host: string, allow: AllowList): boolean {
  const bare = unbracket(host);
  if (allow.hosts.has(host) || allow.hosts.has(bare)) return true;
  if (allow.suffixes.some((s) => host.endsWith(s))) return true;
  const family = isIP(bare);
  if (family === 4) return allow.cidrs.check(bare, "ipv4");
  if (family === 6) {
    if (allow.cidrs.check(bare, "ipv6")) return true;
    // `::ffff:10.0.0.7` is allowed where 10.0.0.7 is.
    const words = hextets(bare);
    const inner = words ? embeddedV4(words) : undefined;
    return inner !== undefined && allow.cidrs.check(inner.ip, "ipv4");
  }
  return false;
}
