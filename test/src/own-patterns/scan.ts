// Finds, in the compiled code of every shipped package, each regular-expression literal and each
// place that builds a pattern at run time (`new RegExp(…)`, `RegExp(…)`, and `match`, `matchAll`
// or `search` given a string), with a real JavaScript parser: a literal is never built through
// the global `RegExp`, so only a reading of the source finds every one of them.
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "acorn";

export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** A pattern as the engine takes it. */
export interface OwnPattern {
  source: string;
  flags: string;
}

export interface Literal extends OwnPattern {
  /** `file:line:column`, the file relative to the repository, line and column from 1. */
  site: string;
}

export interface Scan {
  files: string[];
  literals: Literal[];
  /** Each place a pattern is built from a value: `file:line:column` and the call's first characters. */
  builders: Array<{ site: string; text: string }>;
}

/** The packages a deployment installs: every workspace but the test package. */
export function shippedPackages(): string[] {
  const list = ["core", "plugins", "rulebooks"];
  for (const parent of ["grammars", "tools", "runtime", "adapters", "docs/examples"]) {
    const d = join(ROOT, parent);
    if (!existsSync(d)) continue;
    for (const name of readdirSync(d).sort()) if (existsSync(join(d, name, "package.json"))) list.push(`${parent}/${name}`);
  }
  return list;
}

/** The compiled modules of the shipped packages, tests left out. */
export function shippedModules(): string[] {
  const walk = (dir: string): string[] =>
    !existsSync(dir)
      ? []
      : readdirSync(dir)
          .sort()
          .flatMap((name) => {
            const p = join(dir, name);
            if (statSync(p).isDirectory()) return walk(p);
            return /\.c?js$/.test(name) && !name.endsWith(".test.js") ? [p] : [];
          });
  return shippedPackages().flatMap((p) => walk(join(ROOT, p, "dist")));
}

interface Node {
  type: string;
  start: number;
  end: number;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

function site(file: string, node: Node): string {
  const at = node.loc!.start;
  return `${relative(ROOT, file)}:${at.line}:${at.column + 1}`;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc") continue;
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) out.push(v);
    if (isNode(value)) out.push(value);
  }
  return out;
}

/** A string the code spells out in full: a string literal or a template without holes. */
function spelled(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && (node.expressions as Node[]).length === 0) return ((node.quasis as Node[])[0]!.value as { cooked: string }).cooked;
  return undefined;
}

const STRING_AS_PATTERN = new Set(["match", "matchAll", "search"]);

export function scanFile(file: string, into: Scan): void {
  const text = readFileSync(file, "utf8");
  const program = parse(text, { ecmaVersion: "latest", sourceType: file.endsWith(".cjs") ? "script" : "module", locations: true }) as unknown as Node;
  const stack: Node[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const regex = node.regex as { pattern: string; flags: string } | undefined;
    if (node.type === "Literal" && regex) into.literals.push({ source: regex.pattern, flags: regex.flags, site: site(file, node) });
    if ((node.type === "NewExpression" || node.type === "CallExpression") && isNode(node.callee)) {
      const callee = node.callee;
      const args = node.arguments as Node[];
      if (callee.type === "Identifier" && callee.name === "RegExp") into.builders.push({ site: site(file, node), text: text.slice(node.start, Math.min(node.end, node.start + 80)) });
      const property = callee.type === "MemberExpression" && !callee.computed && isNode(callee.property) ? (callee.property.name as string) : undefined;
      // `text.match("a+")` builds a pattern from the string, through no constructor we can watch;
      // one given a string held in a variable is seen by the capture, which watches these methods.
      const s = node.type === "CallExpression" && property && STRING_AS_PATTERN.has(property) ? spelled(args[0]) : undefined;
      if (s !== undefined) into.literals.push({ source: s, flags: property === "matchAll" ? "g" : "", site: site(file, node) });
    }
    stack.push(...children(node));
  }
}

/** Scans every shipped module. */
export function scanShipped(): Scan {
  const scan: Scan = { files: shippedModules(), literals: [], builders: [] };
  for (const file of scan.files) scanFile(file, scan);
  scan.literals.sort((a, b) => a.site.localeCompare(b.site));
  scan.builders.sort((a, b) => a.site.localeCompare(b.site));
  return scan;
}
