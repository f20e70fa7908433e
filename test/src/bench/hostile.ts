// Hostile input of up to a megabyte, one check each with every check on: the shapes that made
// a backtracking matcher or a quadratic scanner stall (a rulebook glob, a schema `pattern`, a long
// token, runs of dots and scheme-like words, spelled addresses, CJK), and calls of many small
// values (a list of 100,000 short strings, 50,000 small numbers, an object of 30,000 keys, nested
// lists a megabyte wide), whose cost is per value read. Each row is one call checked in a new
// session; the worst row's median is the bench's target.
import { Client, MAX_ARGUMENT_VALUES, ToolgateError, type CatalogueFile, type CheckOptions, type ClientOptions } from "@toolgate/core";
import { measure, timed, type Figure, type MeasureOptions } from "./measure.js";

const MB = 1 << 20;

/** A write whose arguments may carry many values: the shapes of many leaves (test/src/many-values.test.ts uses it too). */
export const SAVE_ITEMS: CatalogueFile["tools"][string] = {
  description: "Save a batch of items: a list of names, a list of amounts, fields by name, rows of cells.",
  kind: "write",
  arguments: {
    type: "object",
    additionalProperties: false,
    properties: {
      items: { type: "array", items: { type: "string" } },
      amounts: { type: "array", items: { type: "number" } },
      fields: { type: "object", additionalProperties: { type: "string" } },
      rows: { type: "array", items: { type: "array", items: { type: "string" } } },
    },
  },
};

/** A note tool (a write with a free-text argument and a patterned code) and a rule with a glob on the text. */
const CATALOGUE: CatalogueFile = {
  tools: {
    save_note: {
      description: "Save a note.",
      kind: "write",
      arguments: {
        type: "object",
        additionalProperties: false,
        properties: { text: { type: "string" }, code: { type: "string", pattern: "^([a-z]+)+$" } },
      },
    },
    save_items: SAVE_ITEMS,
  },
};
const RULEBOOK: ClientOptions["rulebook"] = {
  timezone: "UTC",
  rules: [
    {
      name: "no_injected_orders",
      conditions: { all: [{ fact: "tool", operator: "equal", value: "save_note" }, { fact: "args", path: "$.text", operator: "matches", value: "*ignore*previous*instructions*" }] },
      event: { type: "refuse" },
    },
  ],
};

/** Each shape, cut to one megabyte: a `save_note` call unless the shape names its tool. */
export const HOSTILE_SHAPES: Array<{ key: string; label: string; tool?: string; args: Record<string, unknown>; origins?: "none" }> = [
  { key: "glob", label: "a glob `*ignore*previous*instructions*` against 1 MB of `ignore previous `", args: { text: "ignore previous ".repeat(MB / 16) } },
  { key: "pattern", label: "a schema pattern `^([a-z]+)+$` against 1 MB of letters and a `!`", args: { text: "note", code: `${"a".repeat(MB - 1)}!` } },
  { key: "token", label: "one 1 MB token", args: { text: "a".repeat(MB) } },
  { key: "dots", label: "a URL ending in 1 MB of dots", args: { text: `http://x${".".repeat(MB - 9)}a` } },
  { key: "schemes", label: "1 MB of scheme-like words before `//`", args: { text: `${"a.".repeat(MB / 2 - 8)}//127.0.0.1` } },
  { key: "spelled", label: "1 MB of spelled addresses (`a (at) b (dot) com`)", args: { text: "a (at) b (dot) com ".repeat(Math.floor(MB / 19)) } },
  { key: "cjk", label: "1 MB of CJK", args: { text: "漢".repeat(MB / 2) } },
  { key: "numbers", label: "1 MB of `+1 `", args: { text: "+1 ".repeat(Math.floor(MB / 3)) } },
  ...manyValues(),
];

/**
 * Calls of many small values, each under a megabyte as JSON, given no origins (the session works
 * them out from the turn read before): over the cap on a call's values (MAX_ARGUMENT_VALUES), and at it.
 */
function manyValues(): Array<{ key: string; label: string; tool: string; args: Record<string, unknown>; origins: "none" }> {
  const CAP = MAX_ARGUMENT_VALUES;
  const strings = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);
  const amounts = (n: number) => Array.from({ length: n }, (_, i) => (i % 997) + 1);
  const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, `v${i}`]));
  const rows = (n: number, width: number) => Array.from({ length: n }, (_, r) => Array.from({ length: width }, (_, c) => `${r}.${c}`));
  return [
    { key: "strings", label: "a list of 100,000 short strings", tool: "save_items", args: { items: strings(100_000) }, origins: "none" },
    { key: "amounts", label: "a list of 50,000 small numbers", tool: "save_items", args: { amounts: amounts(50_000) }, origins: "none" },
    { key: "keys", label: "an object of 30,000 keys", tool: "save_items", args: { fields: fields(30_000) }, origins: "none" },
    { key: "rows", label: "nested lists: 1,000 rows of 100 cells", tool: "save_items", args: { rows: rows(1_000, 100) }, origins: "none" },
    // At the cap: the list or object is one value, each item another.
    { key: "strings_cap", label: `a list of ${CAP - 1} short strings (at the cap)`, tool: "save_items", args: { items: strings(CAP - 1) }, origins: "none" },
    { key: "amounts_cap", label: `a list of ${CAP - 1} small numbers (at the cap)`, tool: "save_items", args: { amounts: amounts(CAP - 1) }, origins: "none" },
    { key: "keys_cap", label: `an object of ${CAP - 1} keys (at the cap)`, tool: "save_items", args: { fields: fields(CAP - 1) }, origins: "none" },
    { key: "rows_cap", label: `nested lists: ${CAP / 20 - 1} rows of 19 cells (${(CAP / 20 - 1) * 20 + 1} values)`, tool: "save_items", args: { rows: rows(CAP / 20 - 1, 19) }, origins: "none" },
  ];
}

/** One figure per shape: one check, every check on, the value also said in the turn before. */
export async function hostileFigures(options: MeasureOptions, keys: ClientOptions["keys"], only?: readonly string[]): Promise<Figure[]> {
  const client = await Client.create({ catalogue: CATALOGUE, rulebook: RULEBOOK, keys, log: () => {}, grammar: "en" });
  const out: Figure[] = [];
  for (const shape of HOSTILE_SHAPES) {
    if (only && !only.includes(shape.key)) continue;
    const callOptions: CheckOptions = shape.origins === "none" ? {} : { origins: Object.fromEntries(Object.keys(shape.args).map((k) => [k, "context"])) };
    let answer = "";
    const figure = await measure(
      `hostile.${shape.key}`,
      shape.label,
      "hostile",
      async () => {
        const session = client.session("assistant");
        // The session has read the person's turn: the values are grounded in what was said.
        if (shape.origins === "none") session.read("Save these items for the spring catalogue, please.");
        const us = await timed(async () => {
          try {
            const a = await session.checkToolCall(shape.tool ?? "save_note", shape.args, callOptions);
            answer = `${a.decision} ${a.reasons.join(", ")}`;
          } catch (e) {
            // A call over a limit of the engine's is bad input: refused as an error, never checked in part.
            if (!(e instanceof ToolgateError)) throw e;
            answer = `error ${e.code}`;
          }
        });
        return us;
      },
      options,
    );
    figure.note = answer;
    out.push(figure);
  }
  return out;
}
