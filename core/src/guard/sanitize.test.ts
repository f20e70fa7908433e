import { expect } from "chai";
import fc from "fast-check";
import { RE2JS } from "re2js";
import { type Found, jwts, privateKeys, urlCredentials } from "./scanners.js";
import { Sanitizer } from "./sanitize.js";

/** Generous: the machine is shared; the former patterns took from seconds to minutes on these. */
const BOUND_MS = 2_000;

function timed<T>(fn: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
}

/** A text of about a megabyte: `unit` repeated, then `tail`. */
function megabyte(unit: string, tail = ""): string {
  return unit.repeat(Math.ceil(1_000_000 / unit.length)) + tail;
}

describe("sanitizer", () => {
  const s = new Sanitizer();

  it("redacts a bearer token and keeps the scheme", () => {
    expect(s.text("Authorization: Bearer abcDEF123456.xyz")).to.equal("Authorization: Bearer [redacted:bearer]");
  });

  it("redacts Basic credentials but not the word in prose", () => {
    expect(s.text("Authorization: Basic dXNlcjpwYXNzd29yZA==")).to.equal("Authorization: Basic [redacted:basic_auth]");
    expect(s.text("Basic information about the plan")).to.equal("Basic information about the plan");
  });

  it("redacts API keys in vendor formats", () => {
    const out = s.text("keys: sk_live_4eC39HqLyjWDarjtT1zdp7dc AKIAIOSFODNN7EXAMPLE ghp_1234567890abcdefghijklmnopqrstuvwxyz12");
    expect(out).to.equal("keys: [redacted:api_key] [redacted:api_key] [redacted:api_key]");
  });

  it("redacts a JSON Web Token", () => {
    expect(s.text("id eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlX2hlcmU")).to.equal("id [redacted:jwt]");
  });

  it("redacts a value written after a credential's name, in text and in JSON text", () => {
    expect(s.text("password=hunter2! next")).to.equal("password=[redacted:credential] next");
    expect(s.text('{"api_key": "abcd1234efgh"}')).to.equal('{"api_key": "[redacted:credential]"}');
  });

  it("redacts the password in a URL and keeps the user and host", () => {
    expect(s.text("postgres://app:s3cr3t@db.internal/x")).to.equal("postgres://app:[redacted:url_credentials]@db.internal/x");
  });

  it("redacts a PEM private key block", () => {
    expect(s.text("-----BEGIN PRIVATE KEY-----\nMIIEv\n-----END PRIVATE KEY-----")).to.equal("[redacted:private_key]");
  });

  it("redacts phone numbers, international and grouped", () => {
    expect(s.text("call +91 98765 43210 or (555) 123-4567 or 555.123.4567")).to.equal("call [redacted:phone] or [redacted:phone] or [redacted:phone]");
  });

  it("leaves amounts, dates, order ids and timestamps alone", () => {
    const text = "refund 40.00 on order 4411 dated 2026-11-29 at 1732912345, total 1,250.00";
    expect(s.text(text)).to.equal(text);
  });

  it("redacts credential-named and phone-named fields whole, at any depth", () => {
    const out = s.value({ user: { name: "Ana", accessToken: "opaque-value", mobile: "98765 43210" }, items: [{ client_secret: "x1y2" }], max_tokens: 50 });
    expect(out).to.deep.equal({ user: { name: "Ana", accessToken: "[redacted:credential]", mobile: "[redacted:phone]" }, items: [{ client_secret: "[redacted:credential]" }], max_tokens: 50 });
  });

  it("treats a key the same the hundredth time and past the keys it keeps, and keeps `__proto__` an own key", () => {
    const fresh = new Sanitizer();
    const value = JSON.parse('{"__proto__": {"password": "hunter22"}, "apiKey": "k-123456", "phone": "", "tel": 912345678, "note": "Bearer abcdefgh1234"}');
    const want = { password: "[redacted:credential]" };
    for (let i = 0; i < 100; i++) {
      const out = fresh.value(value) as Record<string, unknown>;
      expect(Object.getPrototypeOf(out)).to.equal(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).to.deep.equal(want);
      expect([out.apiKey, out.phone, out.tel, out.note]).to.deep.equal(["[redacted:credential]", "", "[redacted:phone]", "Bearer [redacted:bearer]"]);
    }
    const many: Record<string, string> = {};
    for (let i = 0; i < 1100; i++) many[`field_${i}`] = "x";
    fresh.value(many);
    const late = fresh.value({ field_1099: "x", secret_1099: "y", client_secret: "z", mobile: "98765 43210" });
    expect(late).to.deep.equal({ field_1099: "x", secret_1099: "y", client_secret: "[redacted:credential]", mobile: "[redacted:phone]" });
  });

  it("leaves base64 payloads of content with a mimeType alone", () => {
    const image = { type: "image", mimeType: "image/png", data: "iVBORw0KGgo+12345678901234" };
    expect(s.value(image)).to.deep.equal(image);
  });

  it("redacts the patterns a deployment configures, by name", () => {
    const custom = new Sanitizer({ patterns: [{ name: "member_id", pattern: "MBR-[0-9]{6}" }, "CASE-\\d+"] });
    expect(custom.text("member MBR-123456 case CASE-77")).to.equal("member [redacted:member_id] case [redacted:pattern]");
  });

  it("rejects a configured pattern that is not a regular expression or matches nothing at all", () => {
    expect(() => new Sanitizer({ patterns: ["(unclosed"] })).to.throw(/settings_invalid.*not a regular expression/);
    expect(() => new Sanitizer({ patterns: [".*"] })).to.throw(/matches the empty text/);
    expect(() => new Sanitizer({ patterns: [{ pattern: 42 as unknown as string }] })).to.throw(/settings_invalid.*not a regular expression/);
  });

  it("refuses a configured pattern RE2 cannot match in linear time: lookaround, backreferences", () => {
    for (const pattern of ["MBR-(?=\\d)\\d+", "(?<!x)MBR-\\d+", "(a)\\1", /(?<id>MBR)-\k<id>/]) {
      expect(() => new Sanitizer({ patterns: [{ name: "member_id", pattern }] }), String(pattern)).to.throw(/settings_invalid.*sanitizer pattern 0 is not one RE2 can match in linear time/);
    }
    expect(() => new Sanitizer({ patterns: [/MBR-\d+/y] })).to.throw(/settings_invalid.*the flag `y` is not supported/);
  });

  it("matches a configured pattern with RE2, its flags read alike", () => {
    const custom = new Sanitizer({ patterns: [/mbr-\d{3}/gi, { name: "note", pattern: /^note:.+$/ms }] });
    expect(custom.text("MBR-123 and mbr-456\nnote: a\nb")).to.equal("[redacted:pattern] and [redacted:pattern]\n[redacted:note]");
    const counts: Record<string, number> = {};
    expect(new Sanitizer({ patterns: ["\\bx\\b"] }).text("x 😀x ax x", counts)).to.equal("[redacted:pattern] 😀[redacted:pattern] ax [redacted:pattern]");
    expect(counts).to.deep.equal({ pattern: 3 });
  });

  it("redacts a megabyte of each shape that made the former patterns rescan a run, in bounded time", () => {
    const shapes: Array<[string, string, string, Record<string, number>]> = [
      ["`eyJ` after `-`, no dot", megabyte("eyJ000-"), megabyte("eyJ000-"), {}],
      ["`eyJ` after `-`, a token at the end", megabyte("eyJ000-", " eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl"), `${megabyte("eyJ000-")} [redacted:jwt]`, { jwt: 1 }],
      ["`A+` repeated", megabyte("A+"), megabyte("A+"), {}],
      ["`A+` repeated, then a URL's password", megabyte("A+", "://u:pw@h"), `${megabyte("A+")}://u:[redacted:url_credentials]@h`, { url_credentials: 1 }],
      ["`a.` repeated, then `://` with no `@`", megabyte("a.", "://u:pw"), megabyte("a.", "://u:pw"), {}],
      ["`://` repeated", megabyte("a://u:"), megabyte("a://u:"), {}],
      ["BEGIN lines, no END", megabyte("----END PRIVATE KEY-----BEGIN PRIVATE KEY-----R"), megabyte("----END PRIVATE KEY-----BEGIN PRIVATE KEY-----R"), {}],
      ["BEGIN lines, then one END", megabyte("-----BEGIN PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"), "[redacted:private_key]", { private_key: 1 }],
      ["`tg1.` and `sk-` runs", megabyte("tg1.aaaaaaaa-sk-"), megabyte("tg1.aaaaaaaa-sk-"), {}],
      ["`+00` and digits", megabyte("+00 1 "), megabyte("+00 1 "), {}],
    ];
    for (const [note, text, want, wantCounts] of shapes) {
      const counts: Record<string, number> = {};
      const { value, ms } = timed(() => s.text(text, counts));
      expect(value === want, note).to.equal(true);
      expect(counts, note).to.deep.equal(wantCounts);
      expect(ms, note).to.be.below(BOUND_MS);
    }
  });

  it("finds with each scan exactly what RE2 finds with the pattern it replaced", () => {
    // RE2 takes the same leftmost-first matches as the native engine, in linear time: a reference
    // that cannot stall. The `(?=@)` of the URL's pattern is read as a consumed `@`, left out after.
    const references: Array<[string, (text: string) => Iterable<Found>, RE2JS, number]> = [
      ["private_key", privateKeys, RE2JS.compile("-----BEGIN [A-Z ]*PRIVATE KEY-----[\\s\\S]*?-----END [A-Z ]*PRIVATE KEY-----"), 0],
      ["jwt", jwts, RE2JS.compile("\\beyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]{4,}"), 0],
      ["url_credentials", urlCredentials, RE2JS.compile("\\b([a-z][a-z0-9+.-]*://[^\\s:/@]+:)[^\\s/@]+@", RE2JS.CASE_INSENSITIVE), 1],
    ];
    const reference = (re2: RE2JS, cut: number, text: string): Found[] => {
      const out: Found[] = [];
      const m = re2.matcher(text);
      while (m.find()) out.push({ start: m.start(), end: m.end() - cut, kept: cut ? m.end(1) - m.start() : 0 });
      return out;
    };
    // Texts made of the pieces the patterns are built of, so that matches and near misses are common.
    const piece = fc.constantFrom("-----BEGIN ", "-----END ", "RSA ", "PRIVATE KEY", "-----", "eyJ", "eyJab", ".abcd", "eyJabcd.efgh.", "a://b:c@", "abcd", "AB", "-", "_", ".", "://", ":", "@", "/", " ", "\n", "\u00a0", "+", "é", "x", "0");
    const text = fc.array(piece, { maxLength: 40 }).map((p) => p.join(""));
    for (const [name, scan, re2, cut] of references) {
      fc.assert(
        fc.property(text, (t) => {
          expect([...scan(t)], `${name}: ${JSON.stringify(t)}`).to.deep.equal(reference(re2, cut, t));
        }),
        { numRuns: 3_000, seed: 7 },
      );
    }
  });

  it("counts what it redacted, by detector", () => {
    const counts: Record<string, number> = {};
    s.value({ a: "Bearer abcdefgh1234", b: "+44 20 7946 0958" }, counts);
    expect(counts).to.deep.equal({ bearer: 1, phone: 1 });
  });
});
