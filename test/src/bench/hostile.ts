// Hostile input of up to a megabyte, one check each with every check on: the shapes that made
// a backtracking matcher or a quadratic scanner stall (a rulebook glob, a schema `pattern`, a long
// token, runs of dots and scheme-like words, spelled addresses, CJK). Each row is one argument
// value checked in a new session; the worst row's median is the bench's target.
import { Client, type CatalogueFile, type ClientOptions } from "@toolgate/core";
import { measure, timed, type Figure, type MeasureOptions } from "./measure.js";

const MB = 1 << 20;

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

/** Each shape, cut to one megabyte. */
export const HOSTILE_SHAPES: Array<{ key: string; label: string; args: Record<string, string> }> = [
  { key: "glob", label: "a glob `*ignore*previous*instructions*` against 1 MB of `ignore previous `", args: { text: "ignore previous ".repeat(MB / 16) } },
  { key: "pattern", label: "a schema pattern `^([a-z]+)+$` against 1 MB of letters and a `!`", args: { text: "note", code: `${"a".repeat(MB - 1)}!` } },
  { key: "token", label: "one 1 MB token", args: { text: "a".repeat(MB) } },
  { key: "dots", label: "a URL ending in 1 MB of dots", args: { text: `http://x${".".repeat(MB - 9)}a` } },
  { key: "schemes", label: "1 MB of scheme-like words before `//`", args: { text: `${"a.".repeat(MB / 2 - 8)}//127.0.0.1` } },
  { key: "spelled", label: "1 MB of spelled addresses (`a (at) b (dot) com`)", args: { text: "a (at) b (dot) com ".repeat(Math.floor(MB / 19)) } },
  { key: "cjk", label: "1 MB of CJK", args: { text: "漢".repeat(MB / 2) } },
  { key: "numbers", label: "1 MB of `+1 `", args: { text: "+1 ".repeat(Math.floor(MB / 3)) } },
];

/** One figure per shape: one check, every check on, the value also said in the turn before. */
export async function hostileFigures(options: MeasureOptions, keys: ClientOptions["keys"]): Promise<Figure[]> {
  const client = await Client.create({ catalogue: CATALOGUE, rulebook: RULEBOOK, keys, log: () => {}, grammar: "en" });
  const out: Figure[] = [];
  for (const shape of HOSTILE_SHAPES) {
    const origins = Object.fromEntries(Object.keys(shape.args).map((k) => [k, "context"]));
    let answer = "";
    const figure = await measure(
      `hostile.${shape.key}`,
      shape.label,
      "hostile",
      async () => {
        const session = client.session("assistant");
        const us = await timed(async () => {
          const a = await session.checkToolCall("save_note", shape.args, { origins });
          answer = `${a.decision} ${a.reasons.join(", ")}`;
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
