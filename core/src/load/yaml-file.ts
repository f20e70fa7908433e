// Reading the files a user writes: YAML parsed with positions, so every problem names the
// file, the line and the path; and JSON Schema checks whose errors are turned into places.
import { readNamedFile } from "./read-file.js";
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
  // Plain properties, not `#` fields: a copy made with Object.assign (the hunter's) keeps them.
  constructor(
    readonly file: string,
    readonly data: unknown,
    private doc?: Document,
    private lines?: LineCounter,
    /** A text read as JSON, parsed as YAML only when a line is asked for. */
    private text?: string,
  ) {}

  /** The 1-based line of the node at a JSON pointer (`/tools/refund_card/arguments`), if known. */
  lineOf(pointer: string): number | undefined {
    if (this.text !== undefined) {
      // Read as JSON, which keeps no places: the YAML parser finds them, in the same text.
      const lines = new (yaml().LineCounter)();
      // The text was read as JSON with no key twice: the parser's own check (quadratic) is not needed.
      const doc = yaml().parseDocument(this.text, { lineCounter: lines, prettyErrors: true, uniqueKeys: false });
      this.text = undefined;
      if (doc.errors.length === 0) [this.doc, this.lines] = [doc, lines];
    }
    const doc = this.doc;
    const lineCounter = this.lines;
    if (!doc || !lineCounter) return undefined;
    const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    // Walk up until a node exists: an error about a missing key points at its parent.
    for (let n = parts.length; n >= 0; n--) {
      const node = doc.getIn(parts.slice(0, n), true);
      if (yaml().isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  }
}

/** The deepest nesting of a JSON text read without the YAML parser (which stops far deeper than any file Toolgate reads needs). */
const JSON_DEPTH = 64;

/**
 * The data of a text that is JSON, read with `JSON.parse` where that gives what the YAML parser
 * gives (YAML 1.2 reads JSON as its own): the text holds no key twice in one object (JSON.parse
 * keeps the last, the YAML parser refuses the file) and nests no deeper than JSON_DEPTH (the YAML
 * parser's recursion ends far deeper). Undefined for any other text, which the YAML parser reads.
 * A test compares both readings over generated JSON texts.
 */
export function jsonTextData(text: string): { data: unknown } | undefined {
  const first = text.charCodeAt(text.search(/\S/));
  // `{` or `[`: a file of one scalar is left to the YAML parser.
  if (first !== 0x7b && first !== 0x5b) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  // Keys written in the text: a string followed by `:` (the text is JSON, so each is an object's key).
  let written = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i++;
      while (text.charCodeAt(i) !== 0x22) i += text.charCodeAt(i) === 0x5c ? 2 : 1;
      let j = i + 1;
      while (j < text.length && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09 || text.charCodeAt(j) === 0x0a || text.charCodeAt(j) === 0x0d)) j++;
      if (text.charCodeAt(j) === 0x3a) written++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > JSON_DEPTH) return undefined;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  // Keys read: fewer than written when one was written twice in an object.
  let read = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v !== "object" || v === null) continue;
    const values = Array.isArray(v) ? v : Object.values(v);
    if (!Array.isArray(v)) read += values.length;
    for (const x of values) pending.push(x);
  }
  return read === written ? { data } : undefined;
}

/** The most times the aliases of a document may copy a node: a bomb is an error, not a stall. */
const MAX_ALIAS_COUNT = 100;

/** Parses YAML text (JSON text as JSON, with the same data); a syntax error is a ToolgateError with the file and line. */
export function parseYaml(text: string, file: string, code: ErrorCode): YamlSource {
  // A file written as JSON (as tools generate catalogues) is read without loading the YAML parser.
  const json = jsonTextData(text);
  if (json) return new YamlSource(file, json.data, undefined, undefined, text);
  const tooDeep = nestedTooDeep(text);
  if (tooDeep !== undefined) throw new ToolgateError(code, `not valid YAML: nested deeper than ${YAML_DEPTH} levels`, { file, line: tooDeep });
  const lines = new (yaml().LineCounter)();
  // Keys given twice are found by `repeatedKey`, in one pass: the parser's own check compares each
  // key with every key before it (16,000 keys took 2.3 s; a 2 MB file, minutes).
  const doc = yaml().parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: false });
  if (doc.errors.length === 0) {
    const repeated = repeatedKey(doc);
    if (repeated) {
      const line = repeated.range ? lines.linePos(repeated.range[0]).line : undefined;
      throw new ToolgateError(code, "not valid YAML: Map keys must be unique", { file, line });
    }
  }
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

/** The deepest nesting of flow collections, or of sequences opened on one line, read from a YAML text. */
const YAML_DEPTH = 64;

/**
 * The line at which a YAML text opens more than YAML_DEPTH collections at once, if it does: flow
 * collections (`[`, `{`) not yet closed, or block sequences opened on one line (`- - - x`). The
 * parser descends once per level and, thousands of levels down, overflows its stack and reports an
 * error per level, enough to exhaust a busy process's memory; no file Toolgate reads nests near
 * this. One pass, linear: quoted scalars (`"…"` with escapes, `'…'` with `''`) and comments are
 * skipped; a bracket inside a plain scalar is counted, which can only refuse, never let through.
 */
export function nestedTooDeep(text: string): number | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = true;
  let dashes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      line++;
      lineStart = true;
      dashes = 0;
      continue;
    }
    const prev = i === 0 ? 0x0a : text.charCodeAt(i - 1);
    const atToken = prev === 0x0a || prev === 0x20 || prev === 0x09 || prev === 0x0d || prev === 0x5b || prev === 0x7b || prev === 0x2c || prev === 0x3a;
    if (c === 0x23 && atToken && prev !== 0x3a) {
      // A comment, to the end of its line.
      while (i + 1 < text.length && text.charCodeAt(i + 1) !== 0x0a) i++;
      continue;
    }
    if ((c === 0x22 || c === 0x27) && atToken) {
      // A quoted scalar: `"` ends at an unescaped `"`, `'` at a `'` not doubled.
      for (i++; i < text.length; i++) {
        const q = text.charCodeAt(i);
        if (q === 0x0a) line++;
        if (c === 0x22 && q === 0x5c) i++;
        else if (q === c) {
          if (c === 0x27 && text.charCodeAt(i + 1) === 0x27) i++;
          else break;
        }
      }
      lineStart = false;
      continue;
    }
    if (c === 0x5b || c === 0x7b) {
      if (++depth > YAML_DEPTH) return line;
    } else if (c === 0x5d || c === 0x7d) {
      if (depth > 0) depth--;
    } else if (lineStart && c === 0x2d && (i + 1 >= text.length || text.charCodeAt(i + 1) === 0x20 || text.charCodeAt(i + 1) === 0x09)) {
      if (++dashes > YAML_DEPTH) return line;
      continue;
    }
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) lineStart = false;
  }
  return undefined;
}

/**
 * The first key a map of the document holds twice, as the parser's `uniqueKeys` compares them (the
 * same node, or scalars of the same value), found with a set per map: linear in the document.
 */
function repeatedKey(doc: Document): { range?: [number, number, number] | null } | undefined {
  const y = yaml();
  const pending: unknown[] = [doc.contents];
  while (pending.length > 0) {
    const node = pending.pop();
    if (y.isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        const key = pair.key;
        const id = y.isScalar(key) ? key.value : key;
        if (seen.has(id)) return key as { range?: [number, number, number] | null };
        seen.add(id);
        pending.push(key, pair.value);
      }
    } else if (y.isSeq(node)) {
      for (const item of node.items) pending.push(item);
    } else if (y.isPair(node)) {
      pending.push(node.key, node.value);
    }
  }
  return undefined;
}

/** Reads and parses a YAML file; a missing or unreadable file is a ToolgateError naming it. */
export function readYaml(file: string, code: ErrorCode): YamlSource {
  let text: string;
  try {
    text = readNamedFile(file);
  } catch (e) {
    throw new ToolgateError(code, `cannot read the file: ${(e as Error).message}`, { file });
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
