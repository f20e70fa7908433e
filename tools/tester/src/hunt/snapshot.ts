// A point turned into one call's facts, as the rulebook would be given them: the arguments,
// origins and context as objects, the usage figures by their params, and a session clock whose
// time facts (in the rulebook's zone) are the point's hour, minute and weekday.
import type { Rulebook, RuleFacts } from "@toolgate/core";
import { factKey, type Leaf, type Read } from "./conditions.js";
import type { Point } from "./boundaries.js";

/** The facts of one call as rules see them, with the usage figures found for the point. */
export interface Snapshot extends Omit<RuleFacts, "kind" | "usage"> {
  kind: string;
  /** Usage figures by the JSON of their params; 0 for any other. */
  usage: Array<{ params: Record<string, unknown>; value: number }>;
}

/** A Monday, 00:00 UTC: the week the hunter's clocks are found in. */
const WEEK_START = Date.parse("2026-03-02T00:00:00Z");
const QUARTER = 900_000;

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.slice(2).split(".");
  let at = target;
  steps.slice(0, -1).forEach((s) => {
    if (typeof at[s] !== "object" || at[s] === null) at[s] = {};
    at = at[s] as Record<string, unknown>;
  });
  at[steps[steps.length - 1]!] = value;
}

function getPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  if (value === null || value === undefined || typeof value !== "object") return value;
  let v: unknown = value;
  for (const step of path.slice(2).split(".")) {
    if (v && typeof v === "object" && Object.hasOwn(v, step)) v = (v as Record<string, unknown>)[step];
    else return undefined;
  }
  return v;
}

export class Clocks {
  private readonly found = new Map<string, number | undefined>();
  constructor(private readonly rulebook: Rulebook) {}

  /** A clock whose time facts have this hour, minute and weekday, or undefined. */
  find(hour: number, minute: number, weekday: string): number | undefined {
    const key = `${hour} ${minute} ${weekday}`;
    if (!this.found.has(key)) {
      let at: number | undefined;
      // Two weeks in quarter hours cover every zone's offset (some are :30 or :45 off the
      // hour) and a daylight-saving change; the minute is then set within the hour found.
      for (let i = 0; i < 4 * 24 * 14 && at === undefined; i++) {
        const t = WEEK_START + i * QUARTER;
        const f = this.rulebook.timeFacts(t);
        if (f.hour !== hour || f.weekday !== weekday) continue;
        const exact = t + (minute - f.minute) * 60_000;
        const g = this.rulebook.timeFacts(exact);
        if (g.hour === hour && g.minute === minute && g.weekday === weekday) at = exact;
      }
      this.found.set(key, at);
    }
    return this.found.get(key);
  }

  time(now: number): Record<string, unknown> {
    return this.rulebook.timeFacts(now);
  }
}

/** The facts of the call a point describes, or undefined when no clock gives its time. */
export function snapshotOf(point: Point, leaves: readonly Leaf[], clocks: Clocks): Snapshot | undefined {
  const s: Snapshot = {
    tool: point.get("tool") as string,
    kind: point.get("kind") as string,
    agent: null,
    role: null,
    args: {},
    origins: {},
    marks: [],
    context: {},
    history: { count: 0, ran: {} },
    usage: [],
    now: 0,
  };
  const time = { hour: 12, minute: 0, weekday: "wednesday" };
  const seen = new Set<string>();
  for (const l of leaves) {
    const key = factKey(l);
    if (seen.has(key) || !point.has(key)) continue;
    seen.add(key);
    const v = point.get(key);
    switch (l.fact) {
      case "agent":
      case "role":
        s[l.fact] = typeof v === "string" ? v : null;
        break;
      case "marks":
        s.marks = Array.isArray(v) ? (v as string[]) : [];
        break;
      case "args":
      case "origins":
      case "context":
        if (v !== undefined) {
          if (l.path) setPath(s[l.fact] as Record<string, unknown>, l.path, v);
          else if (v !== null && typeof v === "object") Object.assign(s[l.fact], v);
        }
        break;
      case "history":
        if (l.path) setPath(s.history as unknown as Record<string, unknown>, l.path, v);
        break;
      case "usage":
        s.usage.push({ params: l.params ?? {}, value: Number(v) });
        break;
      case "time":
        if (l.path === "$.hour" || l.path === "$.minute" || l.path === "$.weekday") (time as Record<string, unknown>)[l.path.slice(2)] = v;
        break;
    }
  }
  const now = clocks.find(time.hour, time.minute, time.weekday);
  if (now === undefined) return undefined;
  s.now = now;
  return s;
}

/** Reads a leaf's fact from a snapshot, as the rulebook would. */
export function reader(s: Snapshot, clocks: Clocks): Read {
  return (l) => {
    switch (l.fact) {
      case "tool":
        return s.tool;
      case "usage": {
        const p = JSON.stringify(l.params ?? {});
        return getPath(s.usage.find((u) => JSON.stringify(u.params) === p)?.value ?? 0, l.path);
      }
      case "time":
        return getPath(clocks.time(s.now), l.path);
      case "kind":
      case "agent":
      case "role":
      case "args":
      case "origins":
      case "marks":
      case "context":
      case "history":
        return getPath(s[l.fact], l.path);
      default:
        return undefined;
    }
  };
}
