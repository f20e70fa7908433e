// Rulebooks and catalogues a tenant writes, attacked as files: alias bombs, deep nesting, `!!js`
// and other tags, huge numbers, keys given many times, operators and facts not in the closed set,
// globs over long text, conditions nested without end and JSONPath paths whose cost grows with the
// arguments' depth. Every one loads in time linear in its size or is refused `rulebook_invalid` /
// `catalogue_invalid` naming its place; a loaded rulebook decides in time linear in the call.
// Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Catalogue, Client, MAX_ARGUMENT_VALUES, Rulebook, ToolgateError, parseYaml, type CatalogueFile, type RuleSpec } from "@toolgate/core";

const SEED = 20_614;

const catalogue: CatalogueFile = {
  tools: { put_note: { description: "Store a note.", kind: "write", arguments: { type: "object", properties: { note: {} } } } },
};

function refusal(run: () => unknown): ToolgateError {
  try {
    run();
  } catch (e) {
    if (e instanceof ToolgateError) return e;
    throw new Error(`not a ToolgateError: ${String((e as Error)?.stack ?? e)}`);
  }
  throw new Error("loaded");
}

function chain(levels: number): unknown {
  let v: unknown = "x";
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

const rule = (conditions: Record<string, unknown>): RuleSpec => ({ name: "r1", conditions, event: { type: "refuse" } });

describe("hostile rulebook: files a tenant writes", function () {
  this.timeout(30_000);

  it("reads a file of many keys in linear time, and still refuses a key given twice, naming its line", () => {
    // Linear, not quadratic: eight times the keys must cost well under 64 times (a pairwise key
    // check) — about 8. A ratio of the fastest of three runs each, not a time limit, so a loaded
    // machine slows both sides alike and the test says nothing about this machine's speed.
    const fastest = (n: number): number => {
      const text = `rules: []\nx:\n${Array.from({ length: n }, (_, i) => `  k${i}: 1`).join("\n")}\n`;
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const source = parseYaml(text, "<big>", "rulebook_invalid");
        best = Math.min(best, performance.now() - t0);
        expect(Object.keys((source.data as { x: object }).x)).to.have.length(n);
      }
      return best;
    };
    const small = fastest(4_000);
    expect(fastest(32_000) / small, "32,000 keys ÷ 4,000 keys").to.be.below(24);
    const twice = refusal(() => parseYaml("rules: []\nx:\n  a: 1\n  b: 2\n  a: 3\n", "<twice>", "rulebook_invalid"));
    expect(twice.code).to.equal("rulebook_invalid");
    expect(twice.message).to.equal("rulebook_invalid: <twice>:5: not valid YAML: Map keys must be unique");
    const flow = refusal(() => parseYaml("{ rules: [], x: { '1': a, 1: b, \"1\": c } }", "<flow>", "catalogue_invalid"));
    expect(flow.message).to.equal("catalogue_invalid: <flow>:1: not valid YAML: Map keys must be unique");
  });

  it("refuses an alias bomb, nesting deeper than the parser goes, and reads `!!js` tags as the text they hold", () => {
    const bomb = ["a: &a [x,x,x,x,x,x,x,x,x]", ...["b", "c", "d", "e", "f"].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${"abcde"[i]}`).join(",")}]`), "rules: [*f,*f,*f,*f,*f,*f,*f,*f,*f]"].join("\n");
    expect(refusal(() => Rulebook.load(parseYaml(bomb, "<bomb>", "rulebook_invalid").data as never)).message).to.match(/^rulebook_invalid: <bomb>: not valid YAML: Excessive alias count/);
    // Counted before the parser runs: 50,000 levels overflowed its stack and, with an error per
    // level, exhausted a busy process's memory.
    const deep = [
      `rules: ${"[".repeat(50_000)}${"]".repeat(50_000)}`,
      `{"rules": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`,
      `rules: []\nx: ${"{a: ".repeat(50_000)}1${"}".repeat(50_000)}`,
      `rules: []\nx:\n  ${"- ".repeat(50_000)}x`,
      `rules: []\nx: [${"[".repeat(64)}${"]".repeat(64)}]`,
    ];
    for (const text of deep) {
      const e = refusal(() => parseYaml(text, "<deep>", "rulebook_invalid"));
      expect(e.code).to.equal("rulebook_invalid");
      expect(e.message).to.match(/^rulebook_invalid: <deep>:[123]: not valid YAML: nested deeper than 64 levels$/);
    }
    // At the limit, and brackets in quotes and comments, are read as they are.
    const fine = parseYaml(`rules: []\nx: ${"[".repeat(64)}${"]".repeat(64)}\ny: "${"[".repeat(100)}"\nz: '${"{".repeat(100)}'' ${"[".repeat(100)}' # ${"[".repeat(100)}\n`, "<fine>", "rulebook_invalid").data as Record<string, unknown>;
    expect(fine.y).to.equal("[".repeat(100));
    expect(fine.z).to.equal(`${"{".repeat(100)}' ${"[".repeat(100)}`);
    const tagged = parseYaml("rules: []\nx: !!js/function 'function () { return process.exit(1) }'\ny: !!js/undefined ''\n", "<tags>", "rulebook_invalid").data;
    expect(tagged).to.deep.equal({ rules: [], x: "function () { return process.exit(1) }", y: "" });
  });

  it("refuses huge numbers where a whole number is wanted, and operators and facts outside the closed set", () => {
    const said: Record<string, string> = { "1e400": "must be <= 1000", "123456789012345678901234567890": "must be <= 1000", "-0x7fffffffffffffffffff": "must be integer", ".inf": "must be <= 1000", ".nan": "must be integer (and 2 more)" };
    for (const [priority, why] of Object.entries(said)) {
      const e = refusal(() => Rulebook.load(parseYaml(`rules:\n  - name: r1\n    priority: ${priority}\n    conditions: { all: [{ fact: tool, operator: equal, value: x }] }\n    event: { type: refuse }\n`, "<n>", "rulebook_invalid").data as never));
      expect(e.code, priority).to.equal("rulebook_invalid");
      expect(e.message, priority).to.equal(`rulebook_invalid: <rulebook> /rules/0/priority: the rulebook is not valid: ${why}`);
    }
    for (const operator of ["__proto__", "constructor", "toString", "hasOwnProperty", "eval", "regex"]) {
      const e = refusal(() => Rulebook.load({ rules: [rule({ all: [{ fact: "tool", operator, value: "x" }] })] }));
      expect(e.message).to.equal(`rulebook_invalid: <rulebook> /rules/0/conditions/all/0/operator: unknown operator \`${operator}\``);
    }
    for (const fact of ["__proto__", "constructor", "process"]) {
      const e = refusal(() => Rulebook.load({ rules: [rule({ all: [{ fact, operator: "equal", value: "x" }] })] }));
      expect(e.message).to.match(new RegExp(`^rulebook_invalid: <rulebook> /rules/0/conditions/all/0/fact: unknown fact \`${fact}\``));
    }
  });

  it("refuses conditions and values nested deeper than 32 levels, naming the place, instead of overflowing the stack", () => {
    let c: Record<string, unknown> = { fact: "tool", operator: "equal", value: "put_note" };
    for (let i = 0; i < 20_000; i++) c = { all: [c] };
    const e = refusal(() => Rulebook.load({ rules: [rule(c)] }));
    expect(e.code).to.equal("rulebook_invalid");
    expect(e.message).to.match(/^rulebook_invalid: <rulebook> \/rules\/0\/conditions(\/all\/0){32}\/all: conditions nest deeper than 32 levels$/);
    let ok: Record<string, unknown> = { fact: "tool", operator: "equal", value: "put_note" };
    for (let i = 0; i < 31; i++) ok = { all: [ok] };
    expect(Rulebook.load({ rules: [rule(ok)] }).rules).to.have.length(1);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const value of [chain(20_000), cyclic]) {
      const v = refusal(() => Rulebook.load({ rules: [rule({ all: [{ fact: "args", path: "$.note", operator: "equal", value }] })] }));
      expect(v.message).to.equal("rulebook_invalid: <rulebook> /rules/0/conditions/all/0/value: a value nests deeper than 32 levels");
    }
  });

  it("refuses a path with more than one recursive descent or a filter or script expression, in a condition and in a value's fact", () => {
    for (const path of ["$..a..b", "$..*..*", "$..*..*..*..*", "$.list[?(@.x > 1)]", "$[(@.length-1)]", "$..[?(@.constructor.constructor('return process')().exit())]"]) {
      for (const conditions of [{ all: [{ fact: "args", path, operator: "equal", value: 1 }] }, { all: [{ fact: "tool", operator: "equal", value: { fact: "args", path } }] }]) {
        const e = refusal(() => Rulebook.load({ rules: [rule(conditions)] }));
        expect(e.code, path).to.equal("rulebook_invalid");
        expect(e.message, path).to.match(/^rulebook_invalid: <rulebook> \/rules\/0\/conditions\/all\/0(\/value)?\/path: a path may hold one recursive descent `\.\.` and no filter or script expression, not `/);
      }
    }
    for (const path of ["$.amount", "$..amount", "$..*", "$.list[0]", "$['amount']", "amount", "$.list.length"]) {
      expect(Rulebook.load({ rules: [rule({ all: [{ fact: "args", path, operator: "equal", value: 1 }] })] }).rules, path).to.have.length(1);
    }
  });

  it("decides with one recursive descent over deep, wide arguments in linear time", async () => {
    const client = await Client.create({ catalogue, rulebook: { rules: [rule({ all: [{ fact: "args", path: "$..*", operator: "contains", value: "zz" }] })] }, log: () => {} });
    // As wide as a call may be (MAX_ARGUMENT_VALUES: four values an item, the list one more).
    const wide = Array.from({ length: Math.floor((MAX_ARGUMENT_VALUES - 2) / 4) }, (_, i) => ({ k: `v${i}`, l: [i] }));
    for (const note of [chain(60), wide]) {
      const t0 = performance.now();
      const a = await client.session("").checkToolCall("put_note", { note });
      expect(performance.now() - t0).to.be.below(3_000);
      expect(a.reasons).to.not.include("r1");
      expect(a.decision).to.not.equal("allow");
    }
  });

  it("matches a glob of many stars over 100,000 characters in linear time", async () => {
    const client = await Client.create({ catalogue, rulebook: { rules: [rule({ all: [{ fact: "args", path: "$.note", operator: "matches", value: "*a*a*a*a*a*a*a*a*a*a*b" }] })] }, log: () => {} });
    const t0 = performance.now();
    const a = await client.session("").checkToolCall("put_note", { note: "a".repeat(100_000) });
    expect(performance.now() - t0).to.be.below(2_000);
    expect(a.reasons).to.not.include("r1");
    const hit = await client.session("").checkToolCall("put_note", { note: `${"a".repeat(10)}b` });
    expect(hit).to.deep.include({ decision: "refuse", reasons: ["r1"] });
  });

  it("property: any nesting of conditions and any path loads as a rulebook or is refused rulebook_invalid, never thrown otherwise", () => {
    const leaf = fc.record({
      fact: fc.constantFrom("tool", "args", "context", "__proto__", "time"),
      operator: fc.constantFrom("equal", "matches", "in", "toString", "constructor"),
      value: fc.oneof(fc.jsonValue(), fc.record({ fact: fc.constantFrom("args", "tool"), path: fc.constantFrom("$.a", "$..a..b", "$[?(@)]") })),
      path: fc.option(fc.oneof(fc.constantFrom("$.a", "$..a", "$..a..b", "$[?(@.x)]", "$[(1)]", "a.b"), fc.string({ maxLength: 8 })), { nil: undefined }),
    }).map((l) => (l.path === undefined ? { fact: l.fact, operator: l.operator, value: l.value } : l));
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, fc.record({ all: fc.array(tie("node"), { maxLength: 3 }) }), fc.record({ any: fc.array(tie("node"), { maxLength: 3 }) }), fc.record({ not: tie("node") })),
    })).node;
    fc.assert(
      fc.property(tree, fc.nat(40), (node, wrap) => {
        let c = node;
        for (let i = 0; i < wrap; i++) c = { all: [c] };
        try {
          Rulebook.load({ rules: [rule({ all: [c] })] });
        } catch (e) {
          if (!(e instanceof ToolgateError)) throw e;
          expect(e.code).to.equal("rulebook_invalid");
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("loads a catalogue file of a tool named __proto__ as its own tool, and refuses one with a key given twice", () => {
    const text = `tools:\n  __proto__:\n    description: Proto.\n    kind: read\n    arguments: { type: object }\n  get: { description: Get., kind: read, arguments: { type: object } }\n`;
    const loaded = Catalogue.load(parseYaml(text, "<cat>", "catalogue_invalid").data as CatalogueFile);
    expect(loaded.get("__proto__")?.spec.description).to.equal("Proto.");
    expect(loaded.get("constructor")).to.equal(undefined);
    expect(refusal(() => parseYaml(`${text}  get: { description: Again., kind: read }\n`, "<cat>", "catalogue_invalid")).message).to.equal("catalogue_invalid: <cat>:7: not valid YAML: Map keys must be unique");
  });
});
