import { expect } from "chai";
import { capResult } from "./cap.js";

const hospitals = Array.from({ length: 250 }, (_, i) => ({ name: `Hospital ${i}`, address: `${i} Long Road, District ${i % 7}`, pin: String(400000 + i) }));
const size = (v: unknown) => JSON.stringify(v).length;

describe("result cap", () => {
  it("keeps a result that fits as it is", () => {
    const r = capResult({ ok: true }, 100);
    expect(r).to.deep.equal({ value: { ok: true } });
  });

  it("cuts a list between records, never inside one", () => {
    const r = capResult(hospitals, 4000);
    expect(size(r.value)).to.be.at.most(4000);
    expect(r.value.length).to.be.greaterThan(0).and.lessThan(250);
    expect(r.value).to.deep.equal(hospitals.slice(0, r.value.length));
    expect(r.cut).to.deep.equal({ from: size(hospitals), to: size(r.value) });
  });

  it("shrinks the list a wrapper holds and keeps the wrapper's other fields", () => {
    const r = capResult({ total: 250, results: hospitals }, 4000);
    expect(r.value.total).to.equal(250);
    expect(r.value.results).to.deep.equal(hospitals.slice(0, r.value.results.length));
    expect(size(r.value)).to.be.at.most(4000);
  });

  it("cuts a JSON document held in text by its own records", () => {
    const text = JSON.stringify(hospitals);
    const r = capResult({ content: [{ type: "text", text }] }, 3000);
    const kept = JSON.parse(r.value.content[0]!.text) as typeof hospitals;
    expect(kept).to.deep.equal(hospitals.slice(0, kept.length));
    expect(size(r.value)).to.be.at.most(3000);
  });

  it("cuts text by whole lines", () => {
    const text = hospitals.map((h) => `${h.name}, ${h.address}`).join("\n");
    const r = capResult({ content: [{ type: "text", text }] }, 1000);
    const lines = r.value.content[0]!.text.split("\n");
    expect(lines).to.deep.equal(text.split("\n").slice(0, lines.length));
    expect(size(r.value)).to.be.at.most(1000);
  });

  it("drops a record too large to keep rather than cut it", () => {
    const r = capResult([{ note: "x".repeat(500) }, { note: "y" }], 100);
    expect(r.value).to.deep.equal([]);
  });

  it("keeps the leading entries of a map of many like fields", () => {
    const env = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`VAR_${i}`, `value-${i}`]));
    const r = capResult(env, 300);
    const keys = Object.keys(r.value);
    expect(keys).to.deep.equal(Object.keys(env).slice(0, keys.length));
    expect(size(r.value)).to.be.at.most(300);
  });
});
