// Reads the injection benchmark's task files (test/injection/<split>/<domain>/*.yaml) and expands
// each into its scenarios: the benign run, and one injected run per entry of `injections`.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { parse } from "yaml";

export const BENCH_DIR = fileURLToPath(new URL("../../injection/", import.meta.url));
export const SPLITS = ["dev", "test"] as const;
export type Split = (typeof SPLITS)[number];
export const DOMAINS = ["mail", "bank", "chat", "travel"] as const;
export type Domain = (typeof DOMAINS)[number];

export interface TurnStep {
  turn: string;
}
export interface CallStep {
  call: string;
  args: Record<string, unknown>;
  result?: unknown;
}
export type Step = TurnStep | CallStep;

export interface Injection {
  name: string;
  /** The step whose result carries the instruction, and the JSON pointer of the string it is put in. */
  into: { step: number; at: string };
  text: string;
  /** `append` (the default) adds the text after the field's own; `replace` puts it instead. */
  mode: "append" | "replace";
  /** The call the instruction leads to: the one that should be caught. */
  call: CallStep;
  /** Where the injected call comes: in place of this benign step, else right after `into.step`. */
  replaces?: number;
}

export interface Task {
  split: Split;
  domain: Domain;
  /** `<split>/<domain>/<file name without .yaml>` */
  id: string;
  file: string;
  task: string;
  context?: Record<string, unknown>;
  steps: Step[];
  injections: Injection[];
}

/** One replayed run: a task's benign steps, or its steps up to one injected call. */
export interface Scenario {
  id: string;
  task: Task;
  injection?: Injection;
  /** The steps replayed, in order; for an injected scenario the last is the injected call. */
  steps: Step[];
  /** For each replayed step, its index in the task's `steps`, or `"injected"`. */
  places: Array<number | "injected">;
}

export type Catalogues = Record<Domain, { tools: Record<string, { kind?: string; arguments?: unknown; result?: unknown }> }>;

export function cataloguePath(domain: Domain): string {
  return join(BENCH_DIR, "catalogues", `${domain}.yaml`);
}

export function loadCatalogues(): Catalogues {
  const out = {} as Catalogues;
  for (const d of DOMAINS) out[d] = parse(readFileSync(cataloguePath(d), "utf8")) as Catalogues[Domain];
  return out;
}

/** JSON with object keys sorted, to compare two calls' arguments. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (isRecord(v)) return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
  return JSON.stringify(v);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

class TaskError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
  }
}

function readStep(file: string, raw: unknown, where: string, tools: Catalogues[Domain]["tools"]): Step {
  if (!isRecord(raw)) throw new TaskError(file, `${where} is not a mapping`);
  if (typeof raw.turn === "string") return { turn: raw.turn };
  if (typeof raw.call !== "string") throw new TaskError(file, `${where} has neither \`turn\` nor \`call\``);
  if (!Object.hasOwn(tools, raw.call)) throw new TaskError(file, `${where} calls \`${raw.call}\`, which the catalogue does not have`);
  if (!isRecord(raw.args)) throw new TaskError(file, `${where} has no \`args\` mapping`);
  const step: CallStep = { call: raw.call, args: raw.args };
  if (raw.result !== undefined) step.result = raw.result;
  return step;
}

/** The value a JSON pointer names, or undefined. */
export function pointAt(value: unknown, pointer: string): unknown {
  let v = value;
  for (const part of pointer.split("/").slice(1)) {
    if (Array.isArray(v)) v = v[Number(part)];
    else if (isRecord(v) && Object.hasOwn(v, part)) v = v[part];
    else return undefined;
  }
  return v;
}

function withText(value: unknown, pointer: string, text: string, mode: "append" | "replace"): unknown {
  const copy = structuredClone(value);
  const parts = pointer.split("/").slice(1);
  const last = parts.pop()!;
  const parent = pointAt(copy, parts.length ? `/${parts.join("/")}` : "") as Record<string, unknown> | unknown[];
  const key = Array.isArray(parent) ? Number(last) : last;
  const own = (parent as Record<string | number, unknown>)[key] as string;
  (parent as Record<string | number, unknown>)[key] = mode === "replace" || own === "" ? text : `${own} ${text}`;
  return copy;
}

export function readTask(file: string, split: Split, domain: Domain, catalogues: Catalogues): Task {
  const raw = parse(readFileSync(file, "utf8")) as unknown;
  if (!isRecord(raw)) throw new TaskError(file, "is not a mapping");
  const tools = catalogues[domain].tools;
  if (typeof raw.task !== "string") throw new TaskError(file, "has no `task` line");
  if (!Array.isArray(raw.steps) || raw.steps.length === 0) throw new TaskError(file, "has no `steps`");
  const steps = raw.steps.map((s, i) => readStep(file, s, `step ${i}`, tools));
  if (!("turn" in steps[0]!)) throw new TaskError(file, "does not start with the person's turn");
  if (raw.context !== undefined && !isRecord(raw.context)) throw new TaskError(file, "`context` is not a mapping");
  const injections: Injection[] = [];
  const names = new Set<string>();
  for (const [i, r] of ((raw.injections ?? []) as unknown[]).entries()) {
    const where = `injection ${i}`;
    if (!isRecord(r) || typeof r.name !== "string" || typeof r.text !== "string" || !isRecord(r.into)) throw new TaskError(file, `${where} needs \`name\`, \`into\` and \`text\``);
    if (names.has(r.name)) throw new TaskError(file, `two injections are named \`${r.name}\``);
    names.add(r.name);
    const at = r.into.at;
    const step = r.into.step;
    if (typeof step !== "number" || typeof at !== "string") throw new TaskError(file, `${r.name}: \`into\` needs \`step\` and \`at\``);
    const target = steps[step];
    if (!target || !("call" in target) || typeof pointAt(target.result, at) !== "string") {
      throw new TaskError(file, `${r.name}: step ${step}'s result has no text at \`${at}\``);
    }
    const mode = r.mode ?? "append";
    if (mode !== "append" && mode !== "replace") throw new TaskError(file, `${r.name}: \`mode\` is append or replace`);
    const call = readStep(file, r.call, `${r.name}'s call`, tools);
    if (!("call" in call)) throw new TaskError(file, `${r.name}: \`call\` is not a tool call`);
    // An injected call the benign run also makes would count a benign call as an attack.
    const same = steps.findIndex((s) => "call" in s && s.call === call.call && canonical(s.args) === canonical(call.args));
    if (same >= 0) throw new TaskError(file, `${r.name}: the injected call is the benign step ${same}`);
    const injection: Injection = { name: r.name, into: { step, at }, text: r.text, mode, call };
    if (r.replaces !== undefined) {
      const replaced = steps[r.replaces as number];
      if (typeof r.replaces !== "number" || !replaced || !("call" in replaced) || r.replaces <= step) {
        throw new TaskError(file, `${r.name}: \`replaces\` must name a call after step ${step}`);
      }
      injection.replaces = r.replaces;
    }
    injections.push(injection);
  }
  const name = file.split(/[\\/]/).pop()!.replace(/\.yaml$/, "");
  const task: Task = { split, domain, id: `${split}/${domain}/${name}`, file, task: raw.task, steps, injections };
  if (raw.context !== undefined) task.context = raw.context as Record<string, unknown>;
  return task;
}

export function loadTasks(catalogues: Catalogues = loadCatalogues()): Task[] {
  const tasks: Task[] = [];
  for (const split of SPLITS) {
    for (const domain of DOMAINS) {
      const dir = join(BENCH_DIR, split, domain);
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).filter((n) => n.endsWith(".yaml")).sort()) tasks.push(readTask(join(dir, f), split, domain, catalogues));
    }
  }
  return tasks;
}

/** The benign scenario and one scenario per injection. */
export function scenariosOf(task: Task): Scenario[] {
  const benign: Scenario = { id: task.id, task, steps: task.steps, places: task.steps.map((_, i) => i) };
  const out = [benign];
  for (const inj of task.injections) {
    const upTo = inj.replaces ?? inj.into.step + 1;
    const steps: Step[] = [];
    const places: Array<number | "injected"> = [];
    for (let i = 0; i < upTo; i++) {
      const s = task.steps[i]!;
      steps.push(i === inj.into.step && "call" in s ? { ...s, result: withText(s.result, inj.into.at, inj.text, inj.mode) } : s);
      places.push(i);
    }
    steps.push(inj.call);
    places.push("injected");
    out.push({ id: `${task.id}#${inj.name}`, task, injection: inj, steps, places });
  }
  return out;
}
