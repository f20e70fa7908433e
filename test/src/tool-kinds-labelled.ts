// The labelled tool set and the figures the tool-kinds bar is measured by: how many tools the
// English grammar classes right, and how many write or send tools it would let pass as reads.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Kind } from "@toolgate/grammar-kit";
import english from "@toolgate/grammar-en";

export interface LabelledTool {
  name: string;
  source: string;
  description?: string;
  arguments: string[];
  kind: Kind;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
  note?: string;
}

export const LABELLED_FILE = fileURLToPath(new URL("../tool-kinds/labelled.yaml", import.meta.url));

export function loadLabelled(file = LABELLED_FILE): LabelledTool[] {
  const doc = parse(readFileSync(file, "utf8")) as { tools: LabelledTool[] };
  return doc.tools;
}

export interface Classified {
  tool: LabelledTool;
  /** What the grammar said; undefined when it was unsure. */
  inferred: Kind | undefined;
  /** What the product uses: an unsure answer counts as a write. */
  kind: Kind;
}

export interface Figures {
  total: number;
  correct: number;
  percent: number;
  /** Write and send tools classed as reads: the bar is zero. */
  unsafeReads: number;
  unsure: number;
  /** confusion[truth][classed] */
  confusion: Record<Kind, Record<Kind, number>>;
  wrong: Classified[];
}

export const BAR = { percent: 90, unsafeReads: 0 };

export function classifyAll(tools: LabelledTool[]): Classified[] {
  return tools.map((tool) => {
    const inferred = english.classifyTool({ name: tool.name, description: tool.description, argumentNames: tool.arguments ?? [] });
    return { tool, inferred, kind: inferred ?? "write" };
  });
}

export function figures(classified: Classified[]): Figures {
  const kinds: Kind[] = ["read", "write", "send"];
  const confusion = Object.fromEntries(kinds.map((t) => [t, Object.fromEntries(kinds.map((k) => [k, 0]))])) as Figures["confusion"];
  for (const c of classified) confusion[c.tool.kind][c.kind] += 1;
  const correct = classified.filter((c) => c.kind === c.tool.kind).length;
  return {
    total: classified.length,
    correct,
    percent: classified.length === 0 ? 0 : (100 * correct) / classified.length,
    unsafeReads: classified.filter((c) => c.kind === "read" && c.tool.kind !== "read").length,
    unsure: classified.filter((c) => c.inferred === undefined).length,
    confusion,
    wrong: classified.filter((c) => c.kind !== c.tool.kind),
  };
}

export function meetsBar(f: Figures): boolean {
  return f.percent >= BAR.percent && f.unsafeReads <= BAR.unsafeReads;
}
