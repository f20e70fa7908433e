// Makes the English grammar's own build of compromise from the installed release: its published
// source modules bundled into one CommonJS module, with the lexicon's unpacking and expansion
// replaced by the expanded lexicon loaded as data made here (written as the world holds it once
// merged, and taken whole by the merge), and the post-tagger's patterns' needs worked out here (each
// pattern's steps parsed when first read). Never edit the output by hand.
// Usage: node grammars/en/scripts/build-compromise.mjs [--write]   (without --write: exits 1 on drift)
import { build } from "esbuild";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
/** Where the generated files go (next to the grammar's dist, published with it). */
export const OUT_DIR = join(here, "..", "compromise");
export const BUNDLE_FILE = "compromise.cjs";
export const MODEL_FILE = "expanded-lexicon.json";

const require = createRequire(join(here, "..", "package.json"));

/** The folder of an installed package (some do not export their package.json), resolved from a folder. */
function packageDir(name, from) {
  let dir = dirname(require.resolve(name, { paths: [from] }));
  while (!isPackage(dir, name)) {
    if (dirname(dir) === dir) throw new Error(`\`${name}\` is not installed`);
    dir = dirname(dir);
  }
  return dir;
}

function isPackage(dir, name) {
  try { return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name === name; } catch { return false; }
}

const root = packageDir("compromise", join(here, ".."));
const pretagger = join(root, "src", "2-two", "preTagger", "model");

/** The four parts of the tagger's model that compromise's set-up makes by unpacking and expanding its lexicon. */
const PARTS = [["one", "lexicon"], ["one", "_multiCache"], ["two", "switches"], ["two", "uncountable"]];

/**
 * The four parts as the world holds them once the tagger's model is merged in: what the world held
 * before (`before`, by part), then the expansion's words, each word where the merge puts it and
 * with the value it leaves. The bundle hands the world these objects in place of merging (see
 * ADOPT), so they are written here as the merge would make them.
 */
async function expandedLexicon(before) {
  const { default: model } = await import(pathToFileURL(join(pretagger, "index.js")).href);
  const data = {};
  for (const [level, part] of PARTS) {
    const merged = {};
    // Set as compromise's merge sets them, each key by assignment, the keys it skips skipped.
    for (const [word, value] of [...before[part], ...Object.entries(model[level][part])]) if (!UNSAFE_KEYS.includes(word)) merged[word] = value;
    data[part] = merged;
  }
  const json = JSON.stringify(data);
  // JSON must carry every value as it is: strings, numbers, booleans and arrays of strings only.
  for (const [part, words] of Object.entries(data)) {
    for (const [word, value] of Object.entries(words)) {
      const plain = ["string", "number", "boolean"].includes(typeof value) || (Array.isArray(value) && value.every((v) => typeof v === "string"));
      if (!plain) throw new Error(`compromise's ${part} holds \`${word}\` with a value JSON cannot carry`);
    }
  }
  return json + "\n";
}

/**
 * compromise's modules that are replaced: the lexicon's unpacking yields nothing, its expansion
 * reads the data (in the probe, empty parts the build follows through the merge).
 */
const replacements = (pass) => ({
  [join(pretagger, "lexicon", "index.js")]: [
    "// The lexicon's unpacking, replaced: its words arrive expanded, with the expansion's data.",
    "import frozenLex from './frozenLex.js'",
    "const lexicon = {}",
    "const switches = {}",
    "export { lexicon, switches, frozenLex }",
  ].join("\n"),
  [join(pretagger, "_expand", "index.js")]: pass === "final" ? [
    "// The lexicon's expansion, replaced: what compromise's own expansion made of the installed",
    "// release, read from the JSON file made at build time beside this bundle, as the merge into",
    "// the world will leave it (see build-compromise.mjs).",
    "import { readFileSync } from 'node:fs'",
    "import { join } from 'node:path'",
    `import adoptable from '${ADOPTABLE}'`,
    "const expand = function (model) {",
    `  const data = JSON.parse(readFileSync(join(__dirname, ${JSON.stringify(MODEL_FILE)}), 'utf8'))`,
    "  model.one.lexicon = data.lexicon",
    "  model.one._multiCache = data._multiCache",
    "  model.two.switches = data.switches",
    "  model.two.uncountable = data.uncountable",
    "  for (const part of [data.lexicon, data._multiCache, data.switches, data.uncountable]) adoptable.add(part)",
    "  return model",
    "}",
    "export default expand",
  ].join("\n") : [
    `import adoptable from '${ADOPTABLE}'`,
    "const expand = function (model) {",
    ...PARTS.map(([level, part]) => `  model.${level}.${part} = {}; adoptable.parts.set(model.${level}.${part}, '${part}')`),
    "  return model",
    "}",
    "export default expand",
  ].join("\n"),
});

/**
 * How compromise finds its debug switches (`DEBUG_TAGS` …), in every module that reads them:
 * `process.env`, looked up again at each tag it sets, some 150 times in a 50-word turn. A lookup
 * in `process.env` asks the operating system's environment each time (about half a microsecond),
 * so the build reads the switches once, when the bundle loads, into a plain object that
 * `nlp.verbose()` sets as it set `process.env`. Tags are unchanged; a switch put in the
 * environment after the bundle has loaded is not seen (`nlp.verbose()` still turns them on).
 */
const DEBUG_ENV = "typeof process === 'undefined' || !process.env ? self.env || {} : process.env";
const DEBUG_SWITCHES = "debug-switches";
const debugSwitches = [
  "// compromise's debug switches, read from the environment once, when the bundle loads.",
  "const env = typeof process === 'undefined' || !process.env ? self.env || {} : process.env",
  "const switches = { DEBUG_TAGS: env.DEBUG_TAGS, DEBUG_MATCH: env.DEBUG_MATCH, DEBUG_CHUNKS: env.DEBUG_CHUNKS }",
  "export default switches",
].join("\n");

/** A module's source with its reads of `process.env` turned into reads of the switches read once. */
function withSwitchesReadOnce(source) {
  if (!source.includes(DEBUG_ENV)) return undefined;
  return `import debugSwitches from '${DEBUG_SWITCHES}'\n${source.split(DEBUG_ENV).join("debugSwitches")}`;
}

/**
 * compromise's merge of a plugin's model into its world (`mergeDeep`, API/extend.js) sets each key
 * by `Object.assign(model, { [key]: value })`: a new object made for every key, once per word as
 * the tagger's expanded lexicon (some 30,000 words) is merged when the bundle loads, about a sixth
 * of the English grammar's load. The build sets each key by plain assignment, the same [[Set]] on the same plain
 * objects: the world's model is unchanged, key for key and in the same order.
 */
const EXTEND = join(root, "src", "API", "extend.js");
const MERGE_BY_ASSIGN = [
  ["if (!model[key]) Object.assign(model, { [key]: {} })", "if (!model[key]) model[key] = {}"],
  ["Object.assign(model, { [key]: plugin[key] })", "model[key] = plugin[key]"],
];

/** extend.js with mergeDeep's keys set by assignment; throws if the installed source is not the one this was written for. */
function withMergeByAssignment(source, adopt) {
  let text = source;
  for (const [from, to] of [...MERGE_BY_ASSIGN, ...(adopt === undefined ? [] : [ADOPT[adopt]])]) {
    if (text.split(from).length !== 2) throw new Error(`compromise's API/extend.js no longer holds \`${from}\` once: review the merge's replacement`);
    text = text.replace(from, to);
  }
  return adopt === undefined ? text : `import adoptable from '${ADOPTABLE}'\n${text}`;
}

/** The keys compromise's merge never sets. */
const UNSAFE_KEYS = ["__proto__", "constructor", "prototype"];

/**
 * The merge of the tagger's model copies the expanded lexicon's four parts (some 30,000 words) key
 * by key into the world's, after parsing them from JSON made them once already: a tenth of the
 * load. The JSON holds each part as the world holds it after that merge (the world's words from
 * before it first, as the build found them), so the bundle's merge takes a part whole, making it
 * the world's, where the world's part holds the keys that part begins with, in the same order; any
 * other part, or a world holding other words (a plugin applied before), is merged key by key.
 * `probe` is the build's first pass, which records what the world holds before the merge.
 */
const ADOPTABLE = "adoptable-parts";
const PROBE_KEY = "toolgate.compromise-probe";
const MAKE_PART = "if (!model[key]) model[key] = {}";
const ADOPT = {
  final: [MAKE_PART, `if (adoptable.take(model, key, plugin[key])) continue\n        ${MAKE_PART}`],
  probe: [MAKE_PART, `adoptable.record(model, key, plugin[key])\n        ${MAKE_PART}`],
};

/** The module the merge asks whether it may take a part whole (the final bundle) or tells what the world held before it (the probe). */
const adoptableModule = {
  final: [
    "// The expanded lexicon's parts, written as the merge of the tagger's model would leave them in the world.",
    "const expandedParts = new WeakSet()",
    "// Whether the world's part holds the keys the part begins with, in the same order, and no other.",
    "const leads = function (part, held) {",
    "  const keys = Object.keys(held)",
    "  if (keys.length === 0) return true",
    "  let i = 0",
    "  for (const key in part) {",
    "    if (key !== keys[i]) return false",
    "    if (++i === keys.length) return true",
    "  }",
    "  return false",
    "}",
    "const adoptable = {",
    "  add(part) { expandedParts.add(part) },",
    "  // The merge of `part` into `model[key]`: made by taking the part whole where it may, once.",
    "  take(model, key, part) {",
    "    if (!expandedParts.has(part)) return false",
    "    const held = model[key]",
    "    if (held && (Object.getPrototypeOf(held) !== Object.prototype || !leads(part, held))) return false",
    "    expandedParts.delete(part)",
    "    model[key] = part",
    "    return true",
    "  },",
    "}",
    "export default adoptable",
  ].join("\n"),
  probe: [
    "// What the world holds of each expanded part before the tagger's model is merged, for the build.",
    "const held = new Map()",
    "const adoptable = {",
    "  // The expansion's empty parts, by name, to know them in the merge.",
    "  parts: new Map(),",
    "  record(model, key, part) { const name = adoptable.parts.get(part); if (name !== undefined) held.set(name, Object.entries(model[key] ?? {})) },",
    "}",
    `globalThis[Symbol.for('${PROBE_KEY}')] = held`,
    "export default adoptable",
  ].join("\n"),
};

/**
 * compromise compiles all of its post-tagger's patterns (some 570: each `match` text parsed into
 * steps, its needs and wants worked out from them) the first time it tags a text, a tenth of the
 * English grammar's load, while a turn tries only the few dozen its words and tags call for. The
 * build takes each pattern's needs, wants, `minWant` and `minWords` (all that choosing a pattern
 * reads) from compromise's own compilation, run here, and the bundle's parse of the post-tagger's
 * patterns sets them from that data and parses a pattern's steps (`regs`, and `notIf`) the first
 * time they are read. A list of patterns other than the post-tagger's, or the post-tagger's
 * changed by a plugin (a `match` text, or their number, other than the build's), is parsed as
 * compromise parses it, all at once. The parsing is compromise's, in the same world: the steps are
 * the same, only made later.
 */
const NET_PARSE = join(root, "src", "1-one", "sweep", "methods", "buildNet", "01-parse.js");
const POST_TAGGER_NEEDS = "post-tagger-needs";
const EAGER_PARSE = ["const parse = function (matches, world) {", "export default parse"];

/** Each post-tagger pattern's text and what choosing it reads, from compromise's own compilation. */
function postTaggerNeeds() {
  // compromise's published bundle: an instance of its own, apart from the source modules bundled here.
  const nlp = require("compromise");
  nlp("send");
  const patterns = nlp.model().two.matches;
  if (patterns.some((p) => !Array.isArray(p.needs))) throw new Error("compromise's post-tagger patterns were not compiled by its first tag");
  return patterns.map((p) => [p.match, p.needs, p.wants, p.minWant, p.minWords]);
}

/** 01-parse.js with the post-tagger's patterns parsed when first read; throws if the installed source is not the one this was written for. */
function withLazyPostTaggerParse(source) {
  for (const text of EAGER_PARSE) {
    if (source.split(text).length !== 2) throw new Error(`compromise's buildNet/01-parse.js no longer holds \`${text}\` once: review the lazy parse`);
  }
  return [
    `import needsByPattern from '${POST_TAGGER_NEEDS}'`,
    source.replace(EAGER_PARSE[0], "const parseEagerly = function (matches, world) {").replace(EAGER_PARSE[1], ""),
    "// The post-tagger's patterns as the build found them, each's steps parsed when first read (see build-compromise.mjs).",
    "const isPostTaggers = function (matches, world) {",
    "  if (matches !== world.model.two.matches || matches.length !== needsByPattern.length) return false",
    "  return matches.every((obj, i) => obj.match === needsByPattern[i][0] && typeof obj.match === 'string' && obj.regs === undefined && obj.needs === undefined)",
    "}",
    "// A property read once and then kept as a plain value, as an assignment would have made it.",
    "const settle = function (obj, key, value) {",
    "  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true })",
    "  return value",
    "}",
    "const parsedWhenRead = function (obj, key, text, world) {",
    "  Object.defineProperty(obj, key, {",
    "    get() { return settle(obj, key, world.methods.one.parseMatch(text, {}, world)) },",
    "    set(value) { settle(obj, key, value) },",
    "    enumerable: true,",
    "    configurable: true,",
    "  })",
    "}",
    "const parse = function (matches, world) {",
    "  if (!isPostTaggers(matches, world)) return parseEagerly(matches, world)",
    "  matches.forEach((obj, i) => {",
    "    const [, needs, wants, minWant, minWords] = needsByPattern[i]",
    "    parsedWhenRead(obj, 'regs', obj.match, world)",
    "    if (typeof obj.ifNo === 'string') {",
    "      obj.ifNo = [obj.ifNo]",
    "    }",
    "    if (obj.notIf) {",
    "      parsedWhenRead(obj, 'notIf', obj.notIf, world)",
    "    }",
    "    obj.needs = needs.slice()",
    "    obj.wants = wants.slice()",
    "    obj.minWant = minWant",
    "    obj.minWords = minWords",
    "  })",
    "  return matches",
    "}",
    "export default parse",
  ].join("\n");
}

/**
 * compromise's tokeniser works each term out character by character: it copies the term into an
 * array of characters to pop its punctuation off (`Array.from`), runs a dozen replacements over its
 * lower-cased text, and splits it into characters and joins them again to map accented letters to
 * plain ones, some twelve arrays and strings per term and a tenth of what a 50-word turn's reading
 * allocates. Most terms are a word of ASCII letters and digits, maybe followed by spaces, and of
 * those each step's outcome is known without the copies: nothing is popped off the start, only the
 * spaces off the end; cleaning only lower-cases the word; no acronym rule holds of a lower-cased
 * word without periods; and the accent map leaves a text whose every character maps to itself or
 * to nothing as it is. The build gives those terms that outcome directly and every other term
 * compromise's steps; the terms (text, pre, post, normal) are the same, term for term.
 */
const TOKENIZE = join(root, "src", "1-one", "tokenize");
const FAST_TOKENS = {
  [join(TOKENIZE, "methods", "03-whitespace", "tokenize.js")]: [
    [
      "  const chars = Array.from(str)\n\n  // punctuation-only words, like '<3'\n  if (emoticons.hasOwnProperty(str.trim())) {\n    return { str: str.trim(), pre, post: ' ' } //not great\n  }\n",
      [
        "  // punctuation-only words, like '<3'",
        "  if (emoticons.hasOwnProperty(str.trim())) {",
        "    return { str: str.trim(), pre, post: ' ' } //not great",
        "  }",
        "  // A word of ASCII letters and digits, maybe followed by spaces: the loops below would pop",
        "  // nothing off its start and only the spaces off its end (unless a space is kept as punctuation).",
        "  if (plainWordThenSpaces.test(str)) {",
        "    let end = str.length",
        "    while (str.charCodeAt(end - 1) === 32) end -= 1",
        "    if (end === str.length) return { str, pre, post }",
        "    if (postPunctuation[' '] !== true) return { str: str.slice(0, end), pre, post: str.slice(end) }",
        "  }",
        "  const chars = Array.from(str)",
        "",
      ].join("\n"),
    ],
    ["const normalizePunctuation = function", "const plainWordThenSpaces = /^[A-Za-z0-9]+ *$/\n\nconst normalizePunctuation = function"],
  ],
  [join(TOKENIZE, "compute", "normal", "index.js")]: [
    [
      "  let str = term.text || ''\n",
      [
        "  let str = term.text || ''",
        "  // A word of ASCII letters and digits: cleanup only lower-cases it, and no acronym rule holds",
        "  // of it lower-cased (each needs a period or capitals) unless the accent map changed it.",
        "  if (plainWord.test(str)) {",
        "    const lower = str.toLowerCase()",
        "    const plain = killUnicode(lower, world)",
        "    term.normal = plain === lower ? plain : doAcronyms(plain)",
        "    return",
        "  }",
        "",
      ].join("\n"),
    ],
    ["const normalize = function", "const plainWord = /^[A-Za-z0-9]+$/\n\nconst normalize = function"],
  ],
  [join(TOKENIZE, "methods", "unicode.js")]: [
    [
      "  str = str || ''\n",
      [
        "  str = str || ''",
        "  // A text none of whose characters the map changes comes out as it went in: kept without a copy.",
        "  let changes = false",
        "  for (let i = 0; i < str.length && !changes; i += 1) {",
        "    const to = unicode[str[i]]",
        "    changes = Boolean(to) && to !== str[i]",
        "  }",
        "  if (!changes) return str",
        "",
      ].join("\n"),
    ],
  ],
};

/** A tokeniser module with the fast paths of FAST_TOKENS; throws if the installed source is not the one they were written for. */
function withFastTokens(path, source) {
  let text = source;
  for (const [from, to] of FAST_TOKENS[path]) {
    if (text.split(from).length !== 2) throw new Error(`compromise's ${path.slice(root.length + 1)} no longer holds \`${from.trim().split("\n")[0]}\` once: review the tokeniser's fast paths`);
    text = text.replace(from, () => to);
  }
  return text;
}

/**
 * compromise's third pass gives each term the parents of each of its tags, and spells for each a
 * reason (` -inferred by #Noun`) that only its debug log reads: some four hundred strings a
 * 50-word turn. The build spells each tag's reason once, the first time a term has the tag (the
 * tags are the tag set's, a bounded list); the reasons and the tags are the same.
 */
const FILL_TAGS = join(root, "src", "2-two", "preTagger", "compute", "tagger", "3rd-pass", "_fillTags.js");
const REASON_PER_TAG = [
  ["      fastTag(term, toAdd, ` -inferred by #${tags[k]}`)", "      fastTag(term, toAdd, inferredBy(tags[k]))"],
  ["//add deduced parent tags to our terms", [
    "// Each tag's reason, spelt once.",
    "const reasons = new Map()",
    "const inferredBy = function (tag) {",
    "  let reason = reasons.get(tag)",
    "  if (reason === undefined) {",
    "    reason = ` -inferred by #${tag}`",
    "    reasons.set(tag, reason)",
    "  }",
    "  return reason",
    "}",
    "",
    "//add deduced parent tags to our terms",
  ].join("\n")],
];

/** _fillTags.js with each tag's reason spelt once; throws if the installed source is not the one this was written for. */
function withReasonPerTag(source) {
  let text = source;
  for (const [from, to] of REASON_PER_TAG) {
    if (text.split(from).length !== 2) throw new Error(`compromise's _fillTags.js no longer holds \`${from.trim()}\` once: review the reasons spelt once`);
    text = text.replace(from, () => to);
  }
  return text;
}

/** The licence notice of every package the bundle carries. */
function licences(packages) {
  const notices = packages.map((name) => {
    const dir = name === "compromise" ? root : packageDir(name, root);
    const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const file = ["LICENSE", "LICENSE.txt", "LICENSE.md"].map((f) => join(dir, f)).find((f) => { try { readFileSync(f); return true; } catch { return false; } });
    if (!file) throw new Error(`no licence file found for \`${name}\``);
    return `${name} ${version}\n\n${readFileSync(file, "utf8").trim()}`;
  });
  return ["/*!", " * Generated by grammars/en/scripts/build-compromise.mjs from the installed compromise: do not edit.", " * It bundles these packages, each under the licence that follows its name.", " *", ...notices.join("\n\n").split("\n").map((l) => ` * ${l}`.trimEnd()), " */"].join("\n");
}

/** esbuild's options for the bundle: `final` is the one written, `probe` the build's first pass (see ADOPT). */
function bundleOptions(pass) {
  const needs = postTaggerNeeds();
  const replaced = replacements(pass);
  return {
    entryPoints: [join(root, "src", "three.js")],
    bundle: true,
    // The comments naming each module's file are relative to this folder: the same wherever it runs from.
    absWorkingDir: join(here, "..", "..", ".."),
    write: false,
    format: "cjs",
    platform: "node",
    target: "node20",
    footer: { js: "module.exports = module.exports.default;" },
    legalComments: "none",
    logLevel: "silent",
    plugins: [{
      name: "expanded-lexicon",
      setup(b) {
        b.onResolve({ filter: new RegExp(`^${DEBUG_SWITCHES}$`) }, () => ({ path: DEBUG_SWITCHES, namespace: DEBUG_SWITCHES }));
        b.onLoad({ filter: /.*/, namespace: DEBUG_SWITCHES }, () => ({ contents: debugSwitches, loader: "js" }));
        b.onResolve({ filter: new RegExp(`^${POST_TAGGER_NEEDS}$`) }, () => ({ path: POST_TAGGER_NEEDS, namespace: POST_TAGGER_NEEDS }));
        b.onLoad({ filter: /.*/, namespace: POST_TAGGER_NEEDS }, () => ({ contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(needs))})`, loader: "js" }));
        b.onResolve({ filter: new RegExp(`^${ADOPTABLE}$`) }, () => ({ path: ADOPTABLE, namespace: ADOPTABLE }));
        b.onLoad({ filter: /.*/, namespace: ADOPTABLE }, () => ({ contents: adoptableModule[pass], loader: "js" }));
        b.onLoad({ filter: /\.js$/ }, (args) => {
          const text = replaced[args.path] ?? (args.path === EXTEND ? withMergeByAssignment(readFileSync(args.path, "utf8"), pass) : args.path === NET_PARSE ? withLazyPostTaggerParse(readFileSync(args.path, "utf8")) : FAST_TOKENS[args.path] !== undefined ? withFastTokens(args.path, readFileSync(args.path, "utf8")) : args.path === FILL_TAGS ? withReasonPerTag(readFileSync(args.path, "utf8")) : withSwitchesReadOnce(readFileSync(args.path, "utf8")));
          return text === undefined ? undefined : { contents: text, loader: "js", resolveDir: dirname(args.path) };
        });
      },
    }],
  };
}

async function bundle() {
  const options = bundleOptions("final");
  // The packages bundled are read from a first build's inputs, so each keeps its notice.
  const { metafile } = await build({ ...options, metafile: true });
  const packages = [...new Set(Object.keys(metafile.inputs).map((p) => /(?:^|\/)node_modules\/([^/]+)\//.exec(p)?.[1]).filter(Boolean))].sort();
  const result = await build({ ...options, banner: { js: licences(packages) } });
  return result.outputFiles[0].text;
}

/** What the world holds of each expanded part when the tagger's model is merged in, by part: the probe bundle loaded once. */
async function heldBeforeMerge() {
  const code = (await build(bundleOptions("probe"))).outputFiles[0].text;
  const module = { exports: {} };
  new Function("module", "exports", "require", "__dirname", "__filename", code)(module, module.exports, require, OUT_DIR, join(OUT_DIR, BUNDLE_FILE));
  const held = globalThis[Symbol.for(PROBE_KEY)];
  delete globalThis[Symbol.for(PROBE_KEY)];
  if (!(held instanceof Map) || PARTS.some(([, part]) => !held.has(part))) throw new Error("the probe bundle did not see the tagger's model merged: review ADOPT");
  return Object.fromEntries(held);
}

/** The generated files, by name, as the installed compromise makes them. */
export async function generate() {
  return { [BUNDLE_FILE]: await bundle(), [MODEL_FILE]: await expandedLexicon(await heldBeforeMerge()) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generate();
  if (process.argv.includes("--write")) {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(OUT_DIR, name), text);
  } else {
    const stale = Object.entries(files).filter(([name, text]) => { try { return readFileSync(join(OUT_DIR, name), "utf8") !== text; } catch { return true; } });
    for (const [name] of stale) console.error(`grammars/en/compromise/${name} differs from what the installed compromise makes: run with --write`);
    process.exitCode = stale.length ? 1 : 0;
  }
}
