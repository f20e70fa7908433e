// The order of the checks. It lives in one file, `plugins/manifest.yaml`, and in the entries
// custom plugins add (`before:` / `after:` an id); never in imports or binding order.
import type { Check } from "./check.js";
import { ToolgateError } from "../errors.js";
import { compileFileSchema } from "../load/ajv.js";
import { inlineSource, readYaml, schemaFailure, type YamlSource } from "../load/yaml-file.js";

export const STAGES = ["kinds", "admission", "tool_check", "said"] as const;
export type Stage = (typeof STAGES)[number];

export interface ManifestFile {
  stages: Record<Stage, string[]>;
}

/** Where a custom plugin's check goes: before or after a check already placed. */
export interface ManifestEntry {
  id: string;
  before?: string;
  after?: string;
}

export interface PlacedCheck {
  id: string;
  stage: Stage;
}

const ID = "^[a-z][a-z0-9_]{0,63}$";
const manifestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["stages"],
  properties: {
    stages: {
      type: "object",
      additionalProperties: false,
      required: [...STAGES],
      properties: Object.fromEntries(STAGES.map((s) => [s, { type: "array", items: { type: "string", pattern: ID } }])),
    },
  },
};
const validateManifest = compileFileSchema<ManifestFile>(manifestSchema, "manifest");

export function loadManifest(input: string | ManifestFile): PlacedCheck[] {
  const source: YamlSource = typeof input === "string" ? readYaml(input, "manifest_invalid") : inlineSource(input, "<manifest>");
  if (!validateManifest(source.data)) throw schemaFailure(source, validateManifest.errors ?? [], "manifest_invalid", "the manifest is not valid");
  const placed = STAGES.flatMap((stage) => (source.data as ManifestFile).stages[stage].map((id) => ({ id, stage })));
  const seen = new Set<string>();
  for (const p of placed) {
    if (seen.has(p.id)) throw new ToolgateError("manifest_invalid", `check \`${p.id}\` is placed twice`, { file: source.file, path: `/stages/${p.stage}` });
    seen.add(p.id);
  }
  return placed;
}

/** Inserts custom entries relative to the checks already placed. */
export function placeEntries(base: PlacedCheck[], entries: readonly ManifestEntry[], from: string): PlacedCheck[] {
  const order = [...base];
  for (const e of entries) {
    const anchor = e.before ?? e.after;
    if (!anchor || (e.before && e.after)) {
      throw new ToolgateError("manifest_invalid", `entry \`${e.id}\` needs exactly one of \`before\` or \`after\``, { file: from, path: e.id });
    }
    if (order.some((p) => p.id === e.id)) throw new ToolgateError("manifest_invalid", `check \`${e.id}\` is placed twice`, { file: from, path: e.id });
    const at = order.findIndex((p) => p.id === anchor);
    if (at < 0) throw new ToolgateError("manifest_invalid", `entry \`${e.id}\` is placed next to \`${anchor}\`, which no manifest places`, { file: from, path: e.id });
    order.splice(e.before ? at : at + 1, 0, { id: e.id, stage: order[at]!.stage });
  }
  return order;
}

/**
 * Matches the checks the container holds with the manifest, in manifest order. A missing or
 * extra id is an error: a guard that silently ran fewer checks would allow too much.
 */
export function reconcile(placed: readonly PlacedCheck[], checks: readonly Check[]): Array<{ check: Check; stage: Stage }> {
  const byId = new Map<string, Check>();
  for (const c of checks) {
    if (byId.has(c.meta.id)) throw new ToolgateError("manifest_invalid", `two plugins provide check \`${c.meta.id}\``);
    byId.set(c.meta.id, c);
  }
  if (placed.length === 0) throw new ToolgateError("manifest_invalid", "the manifest places no checks");
  const missing = placed.filter((p) => !byId.has(p.id)).map((p) => p.id);
  if (missing.length) throw new ToolgateError("manifest_invalid", `the manifest places ${missing.map((m) => `\`${m}\``).join(", ")}, which no plugin provides`);
  const placedIds = new Set(placed.map((p) => p.id));
  const extra = [...byId.keys()].filter((id) => !placedIds.has(id));
  if (extra.length) throw new ToolgateError("manifest_invalid", `no manifest places ${extra.map((m) => `\`${m}\``).join(", ")}`);
  const ordered = placed.map((p) => ({ check: byId.get(p.id)!, stage: p.stage }));
  checkCoupling(ordered.map((o) => o.check));
  return ordered;
}

const LISTS = ["notes", "lifts"] as const;
const FLAGS = ["kinds", "tokenLifetime", "registry", "ruleReasons"] as const;

/** A check's `provides` and `needs` hold only the known keys: lists of reason codes and true/false flags. */
function declaredShape(c: Check): void {
  const fail = (why: string) => new ToolgateError("plugin_invalid", `check \`${c.meta.id}\`: ${why}`, { path: c.meta.id });
  for (const field of ["provides", "needs"] as const) {
    const d: unknown = c.meta[field];
    if (d === undefined) continue;
    if (typeof d !== "object" || d === null || Array.isArray(d)) throw fail(`meta.${field} is not an object`);
    const known: readonly string[] = field === "provides" ? [...LISTS, ...FLAGS] : LISTS;
    for (const key of Object.keys(d)) {
      if (!known.includes(key)) throw fail(`meta.${field} has an unknown key \`${key}\``);
      const v = (d as Record<string, unknown>)[key];
      const ok = (LISTS as readonly string[]).includes(key) ? Array.isArray(v) && v.every((r) => typeof r === "string") : typeof v === "boolean";
      if (!ok) throw fail(`meta.${field}.${key} is ${(LISTS as readonly string[]).includes(key) ? "not a list of reason codes" : "not true or false"}`);
    }
  }
}

/** The channels of which one check at most may be the provider: the engine takes one value of each. */
const SINGLE_CHANNELS = ["kinds", "tokenLifetime", "registry"] as const;

/**
 * Checks what the placed checks declare they provide and need against their order: a check that
 * needs a note or a lift must come after a check that provides it, and a single channel (tool
 * kinds, token lifetime, registry) has one provider. Moving a line of the manifest that breaks
 * a declared need is a start-up error naming both checks, never a silent change of answers.
 */
export function checkCoupling(ordered: readonly Check[]): void {
  for (const c of ordered) declaredShape(c);
  for (const channel of SINGLE_CHANNELS) {
    const providers = ordered.filter((c) => c.meta.provides?.[channel] === true).map((c) => `\`${c.meta.id}\``);
    if (providers.length > 1) throw new ToolgateError("manifest_invalid", `checks ${providers.join(" and ")} both provide ${channel}`);
  }
  ordered.forEach((c, at) => {
    const needs = c.meta.needs;
    if (!needs) return;
    for (const kind of ["notes", "lifts"] as const) {
      for (const reason of needs[kind] ?? []) {
        const providers = ordered.map((p, i) => ({ p, i })).filter(({ p }) => p !== c && (p.meta.provides?.[kind] ?? []).includes(reason));
        const what = kind === "notes" ? `the \`${reason}\` note` : `the \`${reason}\` lift`;
        if (providers.length === 0) throw new ToolgateError("manifest_invalid", `check \`${c.meta.id}\` needs ${what}, which no placed check provides`, { path: c.meta.id });
        const late = providers.find(({ i }) => i > at);
        if (late) {
          throw new ToolgateError("manifest_invalid", `check \`${c.meta.id}\` needs ${what} of check \`${late.p.meta.id}\`, which is placed after it: place \`${late.p.meta.id}\` before \`${c.meta.id}\``, { path: c.meta.id });
        }
      }
    }
  });
}
