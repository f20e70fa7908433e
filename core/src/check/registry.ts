// The registry of withdrawn tools: a YAML file an owner edits to withdraw a tool (for every
// agent or some) without re-registering the catalogue. Read when the client is created and
// again whenever the file changes; checks see a snapshot, never the file.
import { statSync } from "node:fs";
import { ToolgateError } from "../errors.js";
import { readYaml } from "../load/yaml-file.js";

/** One withdrawn tool: for every agent, or only for the agents listed. */
export interface WithdrawnEntry {
  tool: string;
  agents?: string[];
  /** Why, as the owner wrote it: shown in the answer's detail. */
  why?: string;
}

/** What the registry says at one moment. */
export interface RegistrySnapshot {
  /** The file, for the answer's detail. */
  readonly file: string;
  /** Set when the file became unreadable or invalid after the client was created: the gate fails closed. */
  readonly problem?: string;
  readonly withdrawn: ReadonlyMap<string, WithdrawnEntry>;
}

/**
 * The registry file's shape:
 * ```yaml
 * withdrawn:
 *   - tool: old_refund
 *     why: replaced by refund_card
 *   - tool: export_all
 *     agents: [support]
 * ```
 */
function parseRegistry(file: string): Map<string, WithdrawnEntry> {
  const source = readYaml(file, "settings_invalid");
  const data = source.data ?? {};
  const bad = (path: string, why: string) => new ToolgateError("settings_invalid", why, { file, line: source.lineOf(path), path });
  if (typeof data !== "object" || Array.isArray(data)) throw bad("", "the registry file must be a mapping with a `withdrawn` list");
  const extra = Object.keys(data).filter((k) => k !== "withdrawn");
  if (extra.length) throw bad(`/${extra[0]}`, `unknown key \`${extra[0]}\`: the registry file holds \`withdrawn\``);
  const list = (data as { withdrawn?: unknown }).withdrawn ?? [];
  if (!Array.isArray(list)) throw bad("/withdrawn", "`withdrawn` must be a list of `{ tool, agents?, why? }`");
  const out = new Map<string, WithdrawnEntry>();
  list.forEach((item: unknown, i) => {
    const at = `/withdrawn/${i}`;
    const entry = typeof item === "string" ? { tool: item } : item;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) throw bad(at, "each entry is a tool name or `{ tool, agents?, why? }`");
    const e = entry as Record<string, unknown>;
    for (const k of Object.keys(e)) if (!["tool", "agents", "why"].includes(k)) throw bad(`${at}/${k}`, `unknown key \`${k}\``);
    if (typeof e.tool !== "string" || e.tool === "") throw bad(`${at}/tool`, "`tool` must name a tool");
    if (e.agents !== undefined && (!Array.isArray(e.agents) || !e.agents.every((a) => typeof a === "string"))) throw bad(`${at}/agents`, "`agents` must be a list of agent names");
    if (e.why !== undefined && typeof e.why !== "string") throw bad(`${at}/why`, "`why` must be text");
    if (out.has(e.tool)) throw bad(`${at}/tool`, `\`${e.tool}\` is listed twice`);
    out.set(e.tool, { tool: e.tool, agents: e.agents as string[] | undefined, why: e.why as string | undefined });
  });
  return out;
}

/** A registry file, re-read when its modification time or size changes. */
export class ToolRegistry {
  private stamp: string;
  private snapshot: RegistrySnapshot;

  private constructor(readonly file: string) {
    // A bad file at start-up is an error of Client.create, never a silent empty registry.
    this.stamp = stampOf(file) ?? "";
    this.snapshot = { file, withdrawn: parseRegistry(file) };
  }

  static open(file: string): ToolRegistry {
    return new ToolRegistry(file);
  }

  /** The registry now: the last snapshot, or a new one when the file changed since. */
  current(): RegistrySnapshot {
    const stamp = stampOf(this.file);
    if (stamp === this.stamp) return this.snapshot;
    this.stamp = stamp ?? "";
    if (stamp === undefined) {
      this.snapshot = { file: this.file, problem: "the registry file cannot be read", withdrawn: new Map() };
      return this.snapshot;
    }
    try {
      this.snapshot = { file: this.file, withdrawn: parseRegistry(this.file) };
    } catch (e) {
      this.snapshot = { file: this.file, problem: (e as Error).message, withdrawn: new Map() };
    }
    return this.snapshot;
  }
}

function stampOf(file: string): string | undefined {
  try {
    const s = statSync(file, { bigint: true });
    return `${s.mtimeNs}:${s.size}:${s.ino}`;
  } catch {
    return undefined;
  }
}
