// The scanner that finds a key given twice in one object agrees with a parse that records every
// object's keys, over generated JSON texts whose keys are written with escapes of every kind, and
// it reads any nesting JSON.parse takes without recursion.
import { expect } from "chai";
import fc from "fast-check";
import { repeatedJsonKey } from "./repeated-key.js";

/**
 * The reference: a recursive-descent parse of a JSON text (one JSON.parse accepted) that records
 * the first key met twice in one object, keys read by JSON.parse. Recursive, so only for the
 * shallow texts the property makes.
 */
function referenceRepeatedKey(text: string): string | undefined {
  let i = 0;
  let found: string | undefined;
  const space = () => {
    while (/[ \t\n\r]/.test(text[i] ?? "")) i++;
  };
  const string = (): string => {
    const start = i;
    for (i++; text[i] !== '"'; i++) if (text[i] === "\\") i++;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): void => {
    space();
    if (text[i] === "{") {
      i++;
      const keys: string[] = [];
      space();
      while (text[i] !== "}") {
        space();
        const key = string();
        if (found === undefined && keys.includes(key)) found = key;
        keys.push(key);
        space();
        i++; // the colon
        value();
        space();
        if (text[i] === ",") i++;
      }
      i++;
    } else if (text[i] === "[") {
      i++;
      space();
      while (text[i] !== "]") {
        value();
        space();
        if (text[i] === ",") i++;
      }
      i++;
    } else if (text[i] === '"') {
      string();
    } else {
      while (i < text.length && !/[,\]} \t\n\r]/.test(text[i]!)) i++;
    }
    space();
  };
  value();
  return found;
}

/** A string written as JSON text, each character either as itself (escaped where JSON must) or as `\uXXXX`. */
function written(s: string, escapes: boolean[]): string {
  let out = '"';
  for (let k = 0; k < s.length; k++) {
    const unit = s.charCodeAt(k);
    out += escapes[k % escapes.length] ? `\\u${unit.toString(16).padStart(4, "0")}` : JSON.stringify(s[k]!).slice(1, -1);
  }
  return `${out}"`;
}

const SPACE = fc.constantFrom("", " ", "\n", "\t ", "\r\n");
const KEY = fc.oneof(fc.string({ maxLength: 4 }), fc.string({ maxLength: 3, unit: "binary" }), fc.constantFrom("a", "b", "__proto__", "constructor", "\ud800", "\udc00", '"', "\\", "/", "a,b", "{", "}:"));
const ESCAPES = fc.array(fc.boolean(), { minLength: 1, maxLength: 4 });
const SCALAR = fc.oneof(fc.constantFrom("1", "-0.5e3", "true", "false", "null", '"{\\"a\\":1,\\"a\\":2}"', '"[,]"'), KEY.map((s) => JSON.stringify(s)));

interface Tree {
  text: string;
}

/** JSON texts: objects whose keys are written with random escapes, some given twice on purpose. */
const { tree: JSON_TEXT } = fc.letrec<{ tree: Tree; value: Tree }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, SCALAR.map((text) => ({ text })), tie("tree")),
  tree: fc.oneof(
    fc
      .tuple(fc.array(fc.tuple(KEY, ESCAPES, SPACE, tie("value")), { maxLength: 4 }), fc.option(fc.tuple(fc.nat(), ESCAPES, fc.nat())))
      .map(([pairs, again]) => {
        const items = pairs.map(([k, e, sp, v]) => `${sp}${written(k, e)}${sp}:${sp}${v.text}`);
        // A key of this object written again, maybe spelled with other escapes, at some place.
        if (again && pairs.length > 0) {
          const [which, e, where] = again;
          items.splice(where % (items.length + 1), 0, `${written(pairs[which % pairs.length]![0], e)}:0`);
        }
        return { text: `{${items.join(",")}}` };
      }),
    fc.array(tie("value"), { maxLength: 4 }).map((items) => ({ text: `[${items.map((v) => v.text).join(", ")}]` })),
  ),
}));

describe("finding a key given twice in one object of a JSON text", () => {
  it("agrees with a parse that records every object's keys, keys compared as JSON.parse reads them", () => {
    let twice = 0;
    fc.assert(
      fc.property(JSON_TEXT, ({ text }) => {
        JSON.parse(text); // every generated text is JSON
        const want = referenceRepeatedKey(text);
        const got = repeatedJsonKey(text);
        if (want !== undefined) twice++;
        expect(got?.key, text).to.equal(want);
        if (got) expect(text[got.at], text).to.equal('"');
      }),
      { seed: 8_113, numRuns: 3_000 },
    );
    // The property saw both kinds of text, not only one.
    expect(twice).to.be.within(300, 2_700);
  });

  it("finds one key spelled two ways, and not a key repeated only in other objects or in a string", () => {
    const cases: Array<[string, string | undefined]> = [
      ['{"a":1,"\\u0061":2}', "a"],
      ['{"a\\/b":1,"a/b":2}', "a/b"],
      ['{"x":{"k":1},"y":{"k":2}}', undefined],
      ['[{"k":1},{"k":1}]', undefined],
      ['{"k":"\\"k\\":1","k2":["k","k"]}', undefined],
      ['{"o":{"p":[{"q":1}],"p":2}}', "p"],
      ['{"__proto__":1,"__proto__":2}', "__proto__"],
      ['{"\\ud800":1,"\\udc00":2}', undefined],
      ["{}", undefined],
      ['"a"', undefined],
    ];
    for (const [text, key] of cases) expect(repeatedJsonKey(text)?.key, text).to.equal(key);
  });

  it("tells long keys apart by every code unit, lone surrogates included", () => {
    const long = "k".repeat(20_000);
    expect(repeatedJsonKey(JSON.stringify({ [`${long}\ud800`]: 1, [`${long}\udc00`]: 2, [`${long}\ufffd`]: 3 }))).to.equal(undefined);
    expect(repeatedJsonKey(`{${JSON.stringify(`${long}x`)}:1,${written(`${long}x`, [false, true])}:2}`)?.key).to.equal(`${long}x`);
  });

  it("scans any nesting JSON.parse accepts, and millions of keys, without throwing", () => {
    const deep = `${'{"a":['.repeat(200_000)}1${"]}".repeat(200_000)}`;
    JSON.parse(deep);
    expect(repeatedJsonKey(deep)).to.equal(undefined);
    const deepTwice = `${'{"a":['.repeat(200_000)}{"b":1,"b":2}${"]}".repeat(200_000)}`;
    expect(repeatedJsonKey(deepTwice)).to.deep.equal({ key: "b", at: deepTwice.indexOf('"b"') + 6 });
    const many = `{${Array.from({ length: 1_000_000 }, (_, k) => `"${k}":0`).join(",")},"999999":1}`;
    expect(repeatedJsonKey(many)?.key).to.equal("999999");
  });

  it("ends without throwing on text that is not JSON", () => {
    for (const text of ["", "{", '{"a', '{"a":1,"a', "]]]}}}", '{"\\u00zz":1}', '{"a":1}}}"a":2', ",,,", '["a","a"']) {
      expect(() => repeatedJsonKey(text), text).not.to.throw();
    }
  });
});
