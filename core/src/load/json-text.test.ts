// A file written as JSON is read with JSON.parse, without the YAML parser, only where that gives
// what the YAML parser gives; any other text is left to the YAML parser, and a JSON file's
// problems still name their line.
import { expect } from "chai";
import fc from "fast-check";
import { createRequire } from "node:module";
import { jsonTextData, parseYaml, YamlSource } from "./yaml-file.js";
import { Catalogue } from "../catalogue/catalogue.js";
import { ToolgateError } from "../errors.js";

const require = createRequire(import.meta.url);

/** What the YAML parser reads from a text, as Toolgate reads files: the data, or undefined for an error. */
function yamlReads(text: string): { data: unknown } | undefined {
  const yaml = require("yaml") as typeof import("yaml");
  const doc = yaml.parseDocument(text, { lineCounter: new yaml.LineCounter(), prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) return undefined;
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }) };
  } catch {
    return undefined;
  }
}

/** Deep equality that tells -0 from 0 and an own `__proto__` key from a prototype. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const SPACE = fc.constantFrom("", " ", "  ", "\n", "\r\n", "\t", "\n\t ", " \n\n");
const KEY = fc.oneof(fc.string({ maxLength: 5 }), fc.string({ maxLength: 4, unit: "binary" }), fc.constantFrom("__proto__", "constructor", "<<", "a", "1", "01", "-", "? x", "#", "*a", "&a", "!!str"));
const NUMBER = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  fc.constantFrom("-0", "0.0", "-0.0", "1e400", "-1e400", "1E+2", "1e-7", "10.50", "0.1e1"),
);
const STRING = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ maxLength: 6, unit: "binary" }), fc.constantFrom("\u0085", "\u2028", "\ufeff", "\u007f", "\ufffe", "---", "...", "# x", "a: b", "\\", '"', "\ud800")).map((s) => JSON.stringify(s));

/** JSON text: values, with whitespace of every kind between the tokens, and sometimes a key twice. */
const { text: JSON_TEXT } = fc.letrec<{ text: string; value: string }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, NUMBER, STRING, fc.constantFrom("true", "false", "null"), tie("text")),
  text: fc.oneof(
    fc.tuple(fc.array(fc.tuple(SPACE, KEY, SPACE, SPACE, tie("value"), SPACE), { maxLength: 4 }), fc.boolean(), SPACE).map(([pairs, twice, end]) => {
      const written = pairs.map(([a, k, b, c, v, d]) => `${a}${JSON.stringify(k)}${b}:${c}${v}${d}`);
      if (twice && pairs.length > 0) written.push(` ${JSON.stringify(pairs[0]![1])}: 1`);
      return `{${written.join(",")}${end}}`;
    }),
    fc.tuple(fc.array(fc.tuple(SPACE, tie("value"), SPACE), { maxLength: 4 }), SPACE).map(([items, end]) => `[${items.map(([a, v, b]) => `${a}${v}${b}`).join(",")}${end}]`),
  ),
}));

describe("a file written as JSON", () => {
  it("is read as the YAML parser reads it, or left to the YAML parser", function () {
    this.timeout(120_000);
    let read = 0;
    let left = 0;
    fc.assert(
      fc.property(JSON_TEXT, SPACE, SPACE, (text, before, after) => {
        const whole = `${before}${text}${after}`;
        const got = jsonTextData(whole);
        if (!got) {
          left++;
          return;
        }
        read++;
        const want = yamlReads(whole);
        expect(want, whole).to.not.equal(undefined);
        expect(same(got.data, want!.data), whole).to.equal(true);
      }),
      { numRuns: 8000 },
    );
    expect(read).to.be.greaterThan(4000);
    expect(left).to.be.greaterThan(100);
  });

  it("leaves to the YAML parser a key written twice, deep nesting, comments, a byte-order mark and a file of one value", () => {
    for (const text of ['{"a": 1, "a": 2}', '{"a": {"b": 1, "\\u0062": 2}}', `${"[".repeat(65)}1${"]".repeat(65)}`, '{"a": 1} # note', '\ufeff{"a": 1}', '"a"', "1", "tools: {}"]) {
      expect(jsonTextData(text), text).to.equal(undefined);
    }
    expect(jsonTextData(' {"a": [1, {"b": "c"}], "d": {}}\n')).to.deep.equal({ data: { a: [1, { b: "c" }], d: {} } });
    const twice = (() => {
      try {
        parseYaml('{\n  "a": 1,\n  "a": 2\n}\n', "twice.yaml", "catalogue_invalid");
      } catch (e) {
        return e as ToolgateError;
      }
      return undefined;
    })();
    expect([twice?.code, twice?.place.line]).to.deep.equal(["catalogue_invalid", 3]);
  });

  it("names the line of a problem in a catalogue written as JSON", () => {
    const text = JSON.stringify({ tools: { get_order: { kind: "read", arguments: { type: "object" } }, refund: { kind: "reed", arguments: { type: "object" } } } }, null, 2);
    let error: unknown;
    try {
      Catalogue.fromSource(parseYaml(text, "catalogue.json.yaml", "catalogue_invalid"));
    } catch (e) {
      error = e;
    }
    const e = error as ToolgateError;
    expect([e.code, e.place.file, e.place.line, e.place.path]).to.deep.equal(["catalogue_invalid", "catalogue.json.yaml", 10, "/tools/refund/kind"]);
    // A copy made with Object.assign, as the hunter makes one with other data, names the lines too.
    const source = parseYaml(text, "catalogue.json.yaml", "catalogue_invalid");
    const copy = Object.assign(Object.create(YamlSource.prototype) as YamlSource, source, { data: {} });
    expect([copy.lineOf("/tools/refund/kind"), source.lineOf("/tools/get_order")]).to.deep.equal([10, 3]);
  });
});
