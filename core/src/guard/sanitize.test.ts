import { expect } from "chai";
import { Sanitizer } from "./sanitize.js";

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
  });

  it("counts what it redacted, by detector", () => {
    const counts: Record<string, number> = {};
    s.value({ a: "Bearer abcdefgh1234", b: "+44 20 7946 0958" }, counts);
    expect(counts).to.deep.equal({ bearer: 1, phone: 1 });
  });
});
