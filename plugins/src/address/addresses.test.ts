// Every spelling of an address a call must not reach, and the benign values that only look
// like one, in one table.
import { expect } from "chai";
import fc from "fast-check";
import { blockedAddresses, canonicalHost, classifyHost, compileAllowList, hostsInText, type AddressClass } from "./addresses.js";

interface Case {
  note: string;
  value: unknown;
  /** The classes found, in order; [] for a value that reaches nothing forbidden. */
  want: AddressClass[];
  allow?: { hosts?: string[]; cidrs?: string[] };
}

const cases: Case[] = [
  // IPv4 loopback, every spelling
  { note: "dotted loopback in a URL", value: { url: "http://127.0.0.1/admin" }, want: ["loopback"] },
  { note: "another loopback address", value: { url: "http://127.8.9.10:3000/" }, want: ["loopback"] },
  { note: "decimal integer", value: { url: "http://2130706433/" }, want: ["loopback"] },
  { note: "octal", value: { url: "http://0177.0.0.1/" }, want: ["loopback"] },
  { note: "octal with padding", value: { url: "http://0177.0000.0000.0001/" }, want: ["loopback"] },
  { note: "hex short form", value: { url: "http://0x7f.1/" }, want: ["loopback"] },
  { note: "hex integer", value: { url: "http://0x7f000001/" }, want: ["loopback"] },
  { note: "hex dotted", value: { url: "http://0x7f.0x0.0x0.0x1/" }, want: ["loopback"] },
  { note: "short form 127.1", value: { url: "http://127.1/" }, want: ["loopback"] },
  { note: "leading zeros read as octal", value: { url: "http://127.000.000.001/" }, want: ["loopback"] },
  { note: "trailing dot", value: { url: "http://127.0.0.1./" }, want: ["loopback"] },
  { note: "percent-escaped digits", value: { url: "http://%31%32%37.0.0.1/" }, want: ["loopback"] },
  { note: "full-width digits", value: { url: "http://１２７.０.０.１/" }, want: ["loopback"] },
  { note: "bare decimal in a host argument", value: { host: "2130706433" }, want: ["loopback"] },
  { note: "a number in an ip argument", value: { ip: 2130706433 }, want: ["loopback"] },
  { note: "bare short form in a host argument", value: { hostname: "127.1" }, want: ["loopback"] },
  { note: "bare hex in a free-text argument", value: { note: "try 0x7f.0.0.1 please" }, want: ["loopback"] },
  { note: "bare dotted quad in a sentence", value: { text: "connect to 127.0.0.1 now" }, want: ["loopback"] },
  { note: "a dotted quad ending a sentence", value: { text: "the box is 127.0.0.1." }, want: ["loopback"] },
  { note: "unspecified address", value: { url: "http://0.0.0.0:8080/" }, want: ["unspecified"] },
  { note: "zero", value: { url: "http://0/" }, want: ["unspecified"] },
  // names
  { note: "localhost", value: { url: "http://localhost:8080/" }, want: ["loopback"] },
  { note: "LOCALHOST with a trailing dot", value: { url: "http://LOCALHOST./" }, want: ["loopback"] },
  { note: "a name under localhost", value: { url: "https://api.localhost/x" }, want: ["loopback"] },
  { note: "bare localhost in text", value: { text: "it runs on localhost" }, want: ["loopback"] },
  { note: "localhost with a port in text", value: { text: "see localhost:3000" }, want: ["loopback"] },
  { note: "a wildcard DNS name holding a private IP", value: { url: "http://10.0.0.1.nip.io/" }, want: ["private"] },
  { note: "a public name that resolves to loopback", value: { url: "http://app.localtest.me/" }, want: ["loopback"] },
  { note: "an .internal name", value: { url: "http://billing.internal/api" }, want: ["private"] },
  { note: "a Kubernetes in-cluster name", value: { url: "http://api.default.svc.cluster.local/" }, want: ["private"] },
  // private, CGNAT, link-local, multicast, broadcast, reserved
  { note: "10/8", value: { url: "http://10.0.0.1/" }, want: ["private"] },
  { note: "10.1 short form in a URL", value: { url: "http://10.1/" }, want: ["private"] },
  { note: "172.16/12", value: { url: "https://172.20.3.4/" }, want: ["private"] },
  { note: "192.168/16", value: { url: "http://192.168.1.1/" }, want: ["private"] },
  { note: "CGNAT 100.64/10", value: { url: "http://100.64.0.1/" }, want: ["cgnat"] },
  { note: "link-local", value: { url: "http://169.254.1.1/" }, want: ["link_local"] },
  { note: "multicast", value: { url: "http://224.0.0.1/" }, want: ["multicast"] },
  { note: "broadcast", value: { url: "http://255.255.255.255/" }, want: ["broadcast"] },
  { note: "reserved 240/4", value: { url: "http://240.0.0.1/" }, want: ["reserved"] },
  // metadata
  { note: "the metadata service", value: { url: "http://169.254.169.254/latest/meta-data/" }, want: ["metadata"] },
  { note: "the metadata service as an integer", value: { url: "http://2852039166/" }, want: ["metadata"] },
  { note: "the metadata service in hex", value: { url: "http://0xa9fea9fe/" }, want: ["metadata"] },
  { note: "the GCP metadata name", value: { url: "http://metadata.google.internal/computeMetadata/v1/" }, want: ["metadata"] },
  { note: "the GCP short name", value: { url: "http://metadata/computeMetadata/v1/" }, want: ["metadata"] },
  { note: "the AWS IPv6 metadata service", value: { url: "http://[fd00:ec2::254]/latest/" }, want: ["metadata"] },
  { note: "the Alibaba metadata service", value: { url: "http://100.100.100.200/latest/meta-data/" }, want: ["metadata"] },
  { note: "the ECS credentials endpoint", value: { url: "http://169.254.170.2/v2/credentials" }, want: ["metadata"] },
  { note: "the metadata service IPv4-mapped in brackets", value: { url: "http://[::ffff:169.254.169.254]/" }, want: ["metadata"] },
  { note: "the metadata service, bare bracketed", value: { text: "[::ffff:169.254.169.254]" }, want: ["metadata"] },
  // IPv6
  { note: "IPv6 loopback", value: { url: "http://[::1]/" }, want: ["loopback"] },
  { note: "IPv6 loopback, long form", value: { url: "http://[0:0:0:0:0:0:0:1]/" }, want: ["loopback"] },
  { note: "IPv6 unspecified", value: { url: "http://[::]/" }, want: ["unspecified"] },
  { note: "IPv4-mapped loopback, dotted", value: { url: "http://[::ffff:127.0.0.1]/" }, want: ["loopback"] },
  { note: "IPv4-mapped loopback, hex", value: { url: "http://[::ffff:7f00:1]/" }, want: ["loopback"] },
  { note: "IPv4-mapped public address", value: { url: "http://[::ffff:8.8.8.8]/" }, want: ["ipv4_mapped"] },
  { note: "NAT64 loopback", value: { url: "http://[64:ff9b::7f00:1]/" }, want: ["loopback"] },
  { note: "NAT64 metadata, dotted", value: { url: "http://[64:ff9b::169.254.169.254]/" }, want: ["metadata"] },
  { note: "IPv4-compatible loopback", value: { url: "http://[::127.0.0.1]/" }, want: ["loopback"] },
  { note: "6to4 of a private address", value: { url: "http://[2002:a00:1::]/" }, want: ["private"] },
  { note: "unique local fc00::/7", value: { url: "http://[fd12:3456:789a::1]/" }, want: ["unique_local"] },
  { note: "unique local fc.. prefix", value: { url: "http://[fc00::5]/" }, want: ["unique_local"] },
  { note: "link-local fe80::/10", value: { url: "http://[fe80::1]/" }, want: ["link_local"] },
  { note: "link-local with a zone id", value: { address: "fe80::1%eth0" }, want: ["link_local"] },
  { note: "IPv6 multicast", value: { url: "http://[ff02::1]/" }, want: ["multicast"] },
  { note: "bare IPv6 loopback in text", value: { text: "bind ::1 please" }, want: ["loopback"] },
  // URL tricks
  { note: "userinfo before a private host", value: { url: "http://good.com@10.0.0.1/" }, want: ["private"] },
  { note: "userinfo with a password", value: { dsn: "postgres://admin:pw@10.0.0.5:5432/db" }, want: ["private"] },
  { note: "a backslash before the userinfo", value: { url: "http://good.com\\@10.0.0.1/" }, want: ["private"] },
  { note: "backslashes for slashes", value: { url: "http:\\\\127.0.0.1\\admin" }, want: ["loopback"] },
  { note: "no slashes after a special scheme", value: { url: "http:10.0.0.1/x" }, want: ["private"] },
  { note: "a fragment hiding the host from old parsers", value: { url: "http://good.com#@127.0.0.1/" }, want: ["loopback"] },
  { note: "scheme-relative", value: { url: "//192.168.0.1/x" }, want: ["private"] },
  { note: "a non-web scheme", value: { target: "redis://10.0.0.9:6379" }, want: ["private"] },
  { note: "a UNC path", value: { path: "\\\\10.0.0.5\\share" }, want: ["private"] },
  { note: "a URL inside a sentence", value: { text: "please fetch http://169.254.169.254/latest and summarise" }, want: ["metadata"] },
  // bare host:port
  { note: "bare host:port", value: { server: "10.0.0.1:8080" }, want: ["private"] },
  { note: "bare host:port in free text", value: { note: "proxy via 192.168.0.10:3128" }, want: ["private"] },
  { note: "bare integer with a port in a server argument", value: { server: "2130706433:80" }, want: ["loopback"] },
  { note: "bracketed IPv6 with a port", value: { note: "[::1]:8080" }, want: ["loopback"] },
  // nesting
  { note: "nested object", value: { request: { options: { url: "http://10.1.2.3/" } } }, want: ["private"] },
  { note: "array of URLs", value: { urls: ["https://example.org/", "http://127.0.0.1/"] }, want: ["loopback"] },
  { note: "a URL as an object key", value: { headers: { "http://127.0.0.1/": "x" } }, want: ["loopback"] },
  { note: "two bad hosts", value: { a: "http://10.0.0.1/", b: "http://[::1]/" }, want: ["private", "loopback"] },
  // benign
  { note: "a public site", value: { url: "https://example.org/a" }, want: [] },
  { note: "a public IP", value: { url: "http://8.8.8.8/" }, want: [] },
  { note: "a public IP in text", value: { text: "dns is 8.8.8.8" }, want: [] },
  { note: "a version number", value: { text: "upgrade to v1.2.3 today" }, want: [] },
  { note: "a bare three-part version", value: { text: "version 1.2.3" }, want: [] },
  { note: "a price", value: { amount: "10.5" }, want: [] },
  { note: "a price as a number", value: { amount: 10.5 }, want: [] },
  { note: "a big order number", value: { order_id: 2130706433 }, want: [] },
  { note: "an order number as text", value: { order_id: "3232235777" }, want: [] },
  { note: "a date with dots", value: { text: "due 2024.01.15" }, want: [] },
  { note: "an email address", value: { to: "ana@example.com" }, want: [] },
  { note: "the word metadata in text", value: { field: "metadata", text: "update the metadata" }, want: [] },
  { note: "a file name", value: { path: "report.local.pdf" }, want: [] },
  { note: "a public IPv6", value: { url: "http://[2606:4700:4700::1111]/" }, want: [] },
  { note: "NAT64 of a public address", value: { url: "http://[64:ff9b::808:808]/" }, want: [] },
  { note: "a time of day", value: { text: "at 10:30" }, want: [] },
  { note: "a postal address under an address argument", value: { address: "Rua A 1, 2 andar" }, want: [] },
  { note: "zero as a host", value: { host: "0" }, want: ["unspecified"] },
  { note: "no value", value: null, want: [] },
  // the allow list
  { note: "an allowed host", value: { url: "http://intranet.corp/x" }, allow: { hosts: ["intranet.corp"] }, want: [] },
  { note: "an allowed domain", value: { url: "http://wiki.corp/x" }, allow: { hosts: ["*.corp"] }, want: [] },
  { note: "an allowed IP in any spelling", value: { url: "http://0x0a000007/" }, allow: { hosts: ["10.0.0.7"] }, want: [] },
  { note: "an allowed v4 CIDR", value: { url: "http://10.1.2.3/" }, allow: { cidrs: ["10.1.0.0/16"] }, want: [] },
  { note: "outside the allowed CIDR", value: { url: "http://10.2.0.1/" }, allow: { cidrs: ["10.1.0.0/16"] }, want: ["private"] },
  { note: "an allowed v6 CIDR", value: { url: "http://[fd12::5]/" }, allow: { cidrs: ["fd12::/16"] }, want: [] },
  { note: "a mapped address inside an allowed v4 CIDR", value: { url: "http://[::ffff:10.1.0.9]/" }, allow: { cidrs: ["10.1.0.0/16"] }, want: [] },
  { note: "allowing one host does not allow the metadata service", value: { url: "http://169.254.169.254/" }, allow: { hosts: ["intranet.corp"] }, want: ["metadata"] },
  // Compatibility forms outside a URL, which a parser maps as it reads the host
  { note: "full-width digits and dots outside a URL", value: { note: "fetch １２７．０．０．１ now" }, want: ["loopback"] },
  { note: "full-width metadata address outside a URL", value: { note: "see １６９．２５４．１６９．２５４" }, want: ["metadata"] },
  { note: "full-width localhost with a port", value: { target: "ｌｏｃａｌｈｏｓｔ:8080" }, want: ["loopback"] },
  { note: "full-width prose", value: { note: "Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ ｉｓ ｆｉｎｅ．" }, want: [] },
];

describe("address: blockedAddresses", () => {
  for (const c of cases) {
    it(`${c.want.length ? "finds" : "passes"} ${c.note}`, () => {
      const found = blockedAddresses(c.value, compileAllowList(c.allow));
      expect(found.map((f) => f.class), JSON.stringify(found)).to.deep.equal(c.want);
    });
  }

  it("names the argument by JSON pointer, with the host as written and as a resolver reads it", () => {
    const [hit] = blockedAddresses({ request: { urls: ["https://example.org/", "http://0x7f.1/x"] } });
    expect(hit).to.include({ pointer: "/request/urls/1", written: "0x7f.1", host: "127.0.0.1", class: "loopback" });
  });
});

describe("address: long values in linear time", () => {
  it("reads a long run of scheme-like words before two slashes within a generous bound", () => {
    for (const text of [`${"a.".repeat(500_000)}//127.0.0.1`, `${"a:".repeat(500_000)}//x`, `http://127.0.0.1${".".repeat(1_000_000)}`]) {
      const started = performance.now();
      const found = blockedAddresses({ url: text });
      const ms = performance.now() - started;
      expect(found.map((f) => f.class), text.slice(0, 12)).to.deep.equal(text.includes("127.0.0.1") ? ["loopback"] : []);
      expect(ms, text.slice(0, 12)).to.be.below(2_000);
    }
  });
});

describe("address: the parts", () => {
  it("reads hosts the way a WHATWG URL parser does", () => {
    expect(canonicalHost("0177.0.0.1")).to.equal("127.0.0.1");
    expect(canonicalHost("::ffff:127.0.0.1")).to.equal("[::ffff:7f00:1]");
    expect(canonicalHost("Metadata.Google.Internal.")).to.equal("metadata.google.internal");
    expect(canonicalHost("v1.2.3")).to.equal(undefined);
  });

  it("classes hosts without a value around them", () => {
    expect(classifyHost("fd00:ec2::254")?.class).to.equal("metadata");
    expect(classifyHost("example.org")).to.equal(undefined);
  });

  it("does not take a price or a version for a host in free text", () => {
    expect(hostsInText("costs 10.5, version 1.2.3")).to.deep.equal([]);
  });

  it("finds the hosts of a text from their signs, each word read to its breaks", () => {
    expect(hostsInText("(localhost) +1 +1 ana@corp.internal; `10.0.0.1:8080`, LOCALHOST and notlocalhost here")).to.deep.equal(["localhost", "corp.internal", "10.0.0.1", "LOCALHOST"]);
    expect(hostsInText("+1 ".repeat(100_000))).to.deep.equal([]);
  });

  it("finds no host where none is meant in ASCII text with no dot, colon, @, slash, backslash, bracket or `localhost`", () => {
    // blockedAddresses passes such values over without reading them: this holds it to what reading them finds.
    const char = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-+#%&*=?!,;'\"(){}<>|~`$^\t\n".split(""));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        const text = chars.join("");
        fc.pre(!/localhost/i.test(text));
        expect(hostsInText(text, false), text).to.deep.equal([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("still reads such a value under a host key, and a key as a host", () => {
    expect(blockedAddresses({ server: "2130706433" }).map((f) => f.class)).to.deep.equal(["loopback"]);
    expect(blockedAddresses({ targetHost: "0x7f000001" }).map((f) => f.class)).to.deep.equal(["loopback"]);
    expect(blockedAddresses({ order_id: "2130706433", note: "localhost" }).map((f) => f.class)).to.deep.equal(["loopback"]);
    expect(blockedAddresses({ ["http://10.0.0.1/"]: "x" }).map((f) => f.pointer)).to.deep.equal(["/http:~1~110.0.0.1~1"]);
  });

  it("takes a short form for a host where a host is meant", () => {
    expect(hostsInText("10.1", true)).to.deep.equal(["10.1"]);
  });

  it("refuses a malformed CIDR in the settings", () => {
    expect(() => compileAllowList({ cidrs: ["10.0.0.0/33"] })).to.throw(RangeError, /CIDR/);
    expect(() => compileAllowList({ cidrs: ["intranet"] })).to.throw(RangeError);
  });
});
