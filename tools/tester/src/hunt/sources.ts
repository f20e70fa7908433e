// The hunter's inputs read as written, with their lines: the problems that keep a catalogue or
// a rulebook from loading and that the hunter has a code for are found in the raw data, and the
// rest of the hunt runs on a copy without them (and fails like the client would on any other).
import { periodMs } from "@toolgate/core";
import { inlineSource, readYaml, type YamlSource } from "@toolgate/core";
import type { Candidate } from "./finding.js";

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o: unknown, k: string) => isObject(o) && Object.hasOwn(o, k);
const props = (schema: unknown): Raw => (isObject(schema) && isObject(schema.properties) ? schema.properties : {});

export function readSource(input: string | object, code: "catalogue_invalid" | "rulebook_invalid", name: string): YamlSource {
  return typeof input === "string" ? readYaml(input, code) : inlineSource(input, name);
}

/** A structural finding: the candidate, and how to take its node out for the rest of the hunt. */
export interface Structural {
  candidate: Candidate;
  /** Delete this node for the analysis … */
  remove: string;
  /** … or, to load the file with only another problem left, put this value there instead. */
  neutral: { path: string; value: unknown } | { path: string; remove: true };
}

function at(source: YamlSource, path: string) {
  return { file: source.file, line: source.lineOf(path), path };
}

/** The catalogue's problems that keep it from loading, that the hunter has codes for. */
export function catalogueStructure(source: YamlSource): Structural[] {
  const data = source.data as Raw;
  const tools = isObject(data?.tools) ? data.tools : {};
  const names = new Set(Object.keys(tools));
  const agents = Array.isArray(data?.agents) ? (data.agents as unknown[]).map(String) : isObject(data?.agents) ? Object.keys(data.agents) : [];
  const out: Structural[] = [];
  const load = (path: string) => ({ kind: "load" as const, code: "catalogue_invalid", path });
  for (const [name, spec] of Object.entries(tools)) {
    if (!isObject(spec)) continue;
    const after = Array.isArray(spec.after) ? spec.after : [];
    after.forEach((a, i) => {
      const ref = isObject(a) ? a.tool : a;
      const path = `/tools/${name}/after/${i}`;
      if (typeof ref === "string" && !names.has(ref)) {
        out.push({
          candidate: { code: "QG007", message: `\`${name}\` can never run: \`after ${ref}\` names a tool the catalogue does not have`, place: at(source, path), claim: load(path) },
          remove: path,
          neutral: { path, value: name },
        });
      }
    });
    const notAfter = Array.isArray(spec.not_after) ? spec.not_after : [];
    notAfter.forEach((ref, i) => {
      const path = `/tools/${name}/not_after/${i}`;
      if (typeof ref === "string" && ref !== "untrusted" && !names.has(ref)) {
        out.push({
          candidate: { code: "QG007", message: `\`not_after ${ref}\` of \`${name}\` names a tool the catalogue does not have: it never holds`, place: at(source, path), claim: load(path) },
          remove: path,
          neutral: { path, value: "untrusted" },
        });
      }
    });
    const comp = spec.compensation;
    if (isObject(comp) && typeof comp.tool === "string") {
      const path = `/tools/${name}/compensation`;
      if (!names.has(comp.tool)) {
        out.push({
          candidate: { code: "QG011", message: `\`${name}\` is undone by \`${comp.tool}\`, a tool the catalogue does not have`, place: at(source, `${path}/tool`), claim: load(`${path}/tool`) },
          remove: path,
          neutral: { path, remove: true },
        });
      } else if (isObject(comp.bind)) {
        const undo = tools[comp.tool] as Raw;
        for (const [arg, from] of Object.entries(comp.bind)) {
          const bindPath = `${path}/bind/${arg}`;
          const missing = !own(props(undo?.arguments), arg)
            ? `binds \`${arg}\`, an argument \`${comp.tool}\` does not declare`
            : typeof from === "string" && from.startsWith("args.") && !own(props(spec.arguments), from.slice(5))
              ? `binds from \`${from}\`, an argument \`${name}\` does not declare`
              : undefined;
          if (missing) {
            out.push({
              candidate: { code: "QG013", message: `the undo of \`${name}\` ${missing}`, place: at(source, bindPath), claim: load(bindPath) },
              remove: bindPath,
              neutral: { path: bindPath, remove: true },
            });
          }
        }
      }
    }
    if (agents.length > 0 && Array.isArray(spec.agents)) {
      (spec.agents as unknown[]).forEach((a, i) => {
        const path = `/tools/${name}/agents/${i}`;
        if (typeof a === "string" && !agents.includes(a)) {
          out.push({
            candidate: { code: "QG015", message: `\`${name}\` names \`${a}\`, an agent the catalogue does not list`, place: at(source, path), claim: load(path) },
            remove: path,
            neutral: { path, value: agents[0] },
          });
        }
      });
    }
  }
  return out;
}

/** Every leaf of a raw conditions tree, with its pointer. */
function rawLeaves(node: unknown, path: string, out: Array<{ leaf: Raw; path: string }> = []): Array<{ leaf: Raw; path: string }> {
  if (!isObject(node)) return out;
  let group = false;
  for (const g of ["all", "any"]) {
    if (Array.isArray(node[g])) {
      group = true;
      (node[g] as unknown[]).forEach((c, i) => rawLeaves(c, `${path}/${g}/${i}`, out));
    }
  }
  if (own(node, "not")) {
    group = true;
    rawLeaves(node.not, `${path}/not`, out);
  }
  if (!group) out.push({ leaf: node, path });
  return out;
}

/** The rulebook's problems that keep it from loading, that the hunter has codes for. */
export function rulebookStructure(source: YamlSource): Structural[] {
  const data = source.data as Raw;
  const rules = Array.isArray(data?.rules) ? (data.rules as unknown[]) : [];
  const out: Structural[] = [];
  rules.forEach((rule, i) => {
    if (!isObject(rule)) return;
    for (const { leaf, path } of rawLeaves(rule.conditions, `/rules/${i}/conditions`)) {
      if (leaf.fact !== "usage") continue;
      const params = leaf.params;
      const period = isObject(params) ? params.period : undefined;
      if (typeof period === "string" && periodMs(period) !== undefined) continue;
      const p = `${path}/params`;
      const said = period === undefined ? "has no period" : `has \`${String(period)}\`, which is not a period`;
      out.push({
        candidate: { code: "QG005", message: `the limit of \`${String(rule.name)}\` ${said}`, place: at(source, p), claim: { kind: "load", code: "rulebook_invalid", path: p } },
        remove: `/rules/${i}`,
        neutral: { path: `${p}/period`, value: "P1D" },
      });
    }
  });
  return out;
}

function pointer(path: string): string[] {
  return path.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** A copy without these nodes; items of one list are taken out from the last. */
export function without<T>(data: T, paths: readonly string[]): T {
  const copy = clone(data);
  const sorted = [...new Set(paths)].sort((a, b) => b.localeCompare(a, "en", { numeric: true }));
  for (const path of sorted) {
    const parts = pointer(path);
    const last = parts.pop()!;
    let parent: unknown = copy;
    for (const p of parts) parent = isObject(parent) || Array.isArray(parent) ? (parent as Raw)[p] : undefined;
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else if (isObject(parent)) delete parent[last];
  }
  return copy;
}

/** A copy where the other problems are made harmless, so loading it meets only this one. */
export function onlyProblem<T>(data: T, others: readonly Structural[]): T {
  const copy = clone(data);
  for (const s of others) {
    const parts = pointer(s.neutral.path);
    const last = parts.pop()!;
    let parent: unknown = copy;
    for (const p of parts) parent = isObject(parent) || Array.isArray(parent) ? (parent as Raw)[p] : undefined;
    if (!isObject(parent) && !Array.isArray(parent)) continue;
    if ("remove" in s.neutral) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete (parent as Raw)[last];
    } else (parent as Raw)[last] = s.neutral.value;
  }
  return copy;
}

