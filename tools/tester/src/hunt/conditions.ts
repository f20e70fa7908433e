// A rule's conditions as the hunter reads them: their leaves, each fact they read (fact, path,
// params), and their truth on a point that gives each of those facts one value — with the
// semantics of rulebook-compiled.ts (`any` before `all` before `not`, empty groups true).
import { OPERATORS } from "@toolgate/core";

export interface Leaf {
  fact: string;
  path: string | undefined;
  params: Record<string, unknown> | undefined;
  operator: string;
  value: unknown;
  /** The JSON pointer of the leaf in the rulebook. */
  pointer: string;
}

/** One fact a rule reads: `args $.amount`, `usage {"period":"day"}`, `tool`. */
export const factKey = (l: Pick<Leaf, "fact" | "path" | "params">) => `${l.fact} ${l.path ?? ""} ${l.params ? JSON.stringify(l.params) : ""}`.trim();

const PLAIN_PATH = /^\$(\.[A-Za-z_][A-Za-z0-9_]*)+$/;

function group(node: Record<string, unknown>): "any" | "all" | "not" | undefined {
  if (Object.hasOwn(node, "any")) return "any";
  if (Object.hasOwn(node, "all")) return "all";
  if (Object.hasOwn(node, "not")) return "not";
  return undefined;
}

/**
 * The leaves of a rule's conditions, or undefined when the hunter cannot reason about them: a
 * value that names another fact, or a path that is not a plain `$.a.b`.
 */
export function leavesOf(conditions: unknown, pointer: string): Leaf[] | undefined {
  const out: Leaf[] = [];
  const walk = (node: unknown, at: string): boolean => {
    const c = node as Record<string, unknown>;
    const g = group(c);
    if (g === "not") return walk(c.not, `${at}/not`);
    if (g) return (c[g] as unknown[]).every((child, i) => walk(child, `${at}/${g}/${i}`));
    const value = c.value;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) return false;
    if (c.path !== undefined && (typeof c.path !== "string" || !PLAIN_PATH.test(c.path))) return false;
    if (!OPERATORS.has(String(c.operator))) return false;
    out.push({
      fact: String(c.fact),
      path: c.path as string | undefined,
      params: c.params as Record<string, unknown> | undefined,
      operator: String(c.operator),
      value,
      pointer: at,
    });
    return true;
  };
  return walk(conditions, pointer) ? out : undefined;
}

/** Reads the value a leaf's fact (with its path and params) has in some call's facts. */
export type Read = (leaf: Pick<Leaf, "fact" | "path" | "params">) => unknown;

/** Whether the conditions hold on the facts `read` gives. */
export function holds(conditions: unknown, read: Read): boolean {
  const c = conditions as Record<string, unknown>;
  const g = group(c);
  if (g === "not") return !holds(c.not, read);
  if (g) {
    const children = c[g] as unknown[];
    if (children.length === 0) return true;
    return g === "all" ? children.every((x) => holds(x, read)) : children.some((x) => holds(x, read));
  }
  const fact = read({ fact: String(c.fact), path: c.path as string | undefined, params: c.params as Record<string, unknown> | undefined });
  return OPERATORS.get(String(c.operator))!(fact, c.value);
}
