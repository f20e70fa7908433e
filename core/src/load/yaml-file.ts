// Reading the files a user writes: YAML parsed with positions, so every problem names the
// file, the line and the path; and JSON Schema checks whose errors are turned into places.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { LineCounter, Document } from "yaml";
import type { ErrorObject } from "ajv";
import { ToolgateError, type ErrorCode } from "../errors.js";

// The YAML parser is loaded with the first file read, not when the engine is imported.
const require = createRequire(import.meta.url);
let yamlModule: typeof import("yaml") | undefined;
/** The yaml package, loaded on first use. */
export function yaml(): typeof import("yaml") {
  return (yamlModule ??= require("yaml") as typeof import("yaml"));
}

/** A parsed YAML text that can say which line a path came from. */
export class YamlSource {
  constructor(
    readonly file: string,
    readonly data: unknown,
    private readonly doc?: Document,
    private readonly lines?: LineCounter,
  ) {}

  /** The 1-based line of the node at a JSON pointer (`/tools/refund_card/arguments`), if known. */
  lineOf(pointer: string): number | undefined {
    if (!this.doc || !this.lines) return undefined;
    const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    // Walk up until a node exists: an error about a missing key points at its parent.
    for (let n = parts.length; n >= 0; n--) {
      const node = this.doc.getIn(parts.slice(0, n), true);
      if (yaml().isNode(node) && node.range) return this.lines.linePos(node.range[0]).line;
    }
    return undefined;
  }
}

/** The most times the aliases of a document may copy a node: a bomb is an error, not a stall. */
const MAX_ALIAS_COUNT = 100;

/** Parses YAML text; a syntax error is a ToolgateError with the file and line. */
export function parseYaml(text: string, file: string, code: ErrorCode): YamlSource {
  const lines = new (yaml().LineCounter)();
  const doc = yaml().parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((e) => ({
      message: e.message.split("\n")[0] ?? e.message,
      place: { file, line: e.linePos?.[0]?.line },
    }));
    const first = problems[0]!;
    throw new ToolgateError(code, `not valid YAML: ${first.message}`, first.place, problems);
  }
  let data: unknown;
  try {
    // An alias bomb (aliases of aliases, each doubling the data) stops here, not in memory.
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    throw new ToolgateError(code, `not valid YAML: ${(e as Error).message.split("\n")[0]}`, { file });
  }
  return new YamlSource(file, data, doc, lines);
}

/** Reads and parses a YAML file; a missing or unreadable file is a ToolgateError naming it. */
export function readYaml(file: string, code: ErrorCode): YamlSource {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new ToolgateError(code, `cannot read the file: ${(e as NodeJS.ErrnoException).code ?? String(e)}`, { file });
  }
  return parseYaml(text, file, code);
}

/** A source for data given in code rather than in a file. */
export function inlineSource(data: unknown, name: string): YamlSource {
  return new YamlSource(name, data);
}

/** The pointer an ajv error is about: the offending property for `additionalProperties` and `required`. */
export function errorPointer(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === "additionalProperties") return `${e.instancePath}/${String(params.additionalProperty)}`;
  if (e.keyword === "required") return `${e.instancePath}/${String(params.missingProperty)}`;
  if (e.keyword === "propertyNames") return `${e.instancePath}/${String(params.propertyName)}`;
  return e.instancePath || "/";
}

/** Turns schema errors into one ToolgateError listing every problem with its line. */
export function schemaFailure(source: YamlSource, errors: ErrorObject[], code: ErrorCode, what: string): ToolgateError {
  const problems = errors.map((e) => {
    const path = errorPointer(e);
    return { message: `${e.message ?? e.keyword}`, place: { file: source.file, line: source.lineOf(path), path } };
  });
  const first = problems[0]!;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  return new ToolgateError(code, `${what}: ${first.message}${more}`, first.place, problems);
}
