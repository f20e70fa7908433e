// The public entry point: Client.create compiles a catalogue, a rulebook and the selected
// checks once; client.session(name) opens a conversation whose tool calls are checked.
import { resolveChecks, type PluginModule } from "./di/container.js";
import type { Check, CheckSetup, TenantSettings } from "./check/check.js";
import { Catalogue, type CatalogueFile } from "./catalogue/catalogue.js";
import { generateKeyPair, fromBase64Url, makeSigner, type KeyPair, type Signer } from "./crypto/ed25519.js";
import { valueDigest } from "./crypto/digest.js";
import { Engine } from "./session/engine.js";
import { ToolgateError } from "./errors.js";
import type { Grammar, Kind, TurnWordSet } from "@toolgate/grammar-kit";
import { TURN_WORD_SETS } from "@toolgate/grammar-kit/port";
import type { History } from "./history/history.js";
import type { HeadStore } from "./history/heads.js";
import type { Verification } from "./history/signing.js";
import { StoredHistories, type EntryStore } from "./history/entries.js";
import type { ReadingStore } from "./session/readings.js";
import { readKindsFile, resolveKinds, type KindSource } from "./check/kinds.js";
import { DEFAULT_TENANT_SETTINGS, readKeys, readLicence, type LicenceFile } from "./crypto/licence.js";
import { loadManifest, placeEntries, reconcile, type ManifestEntry, type ManifestFile } from "./check/manifest.js";
import { periodMs } from "./session/period.js";
import { ToolRegistry } from "./check/registry.js";
import { Rulebook, type RulebookFile } from "./rulebook/rulebook.js";
import { Session, type SessionOptions } from "./session/session.js";
import { jsonData } from "./session/values.js";
import { readSettingsFile, selectChecks, type CheckSelection } from "./check/settings.js";
import { openToken, signToken } from "./crypto/tokens.js";
import { MemoryUsageStore, type UsageStore } from "./session/usage.js";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { deferredModulesLoaded } from "./load/deferred-module.js";

/** A package of checks: its ContainerModule (or a function making one), and where its checks go. */
export interface ToolgatePlugin {
  name: string;
  module: PluginModule;
  /** The base order (the built-in plugins' manifest.yaml) … */
  manifest?: string | ManifestFile;
  /** … or entries placing this plugin's checks next to checks already placed. */
  entries?: ManifestEntry[];
  /** The catalogue (and rulebook) this plugin's examples run against, for its tests and the docs. */
  examples?: { catalogue: string | CatalogueFile; rulebook?: string | RulebookFile };
}

export interface ClientOptions {
  /** The catalogue: a YAML file path or the same object in code. */
  catalogue: string | CatalogueFile;
  /** The tenant's rulebook: a YAML file path or the same object. */
  rulebook?: string | RulebookFile;
  /** The checks to turn on (omitted = all on): ids or setting(id, {...}). */
  checks?: CheckSelection;
  /** Settings per check id, or a YAML settings file (`checks:` and `settings:`). */
  settings?: string | Record<string, Record<string, unknown>>;
  /** Grammars: language codes of installed grammar packages, or Grammar objects. Default: every installed one. */
  grammar?: string | Grammar | Array<string | Grammar>;
  /** The signing keys: a keys file path or the key pair. Without keys or licence, an ephemeral pair. */
  keys?: string | KeyPair | { public_key: string; seed: string };
  /** The licence: a file path or the signed object. */
  licence?: string | LicenceFile;
  /** The issuer key a licence must be signed by (base64url); a self-issued licence otherwise. */
  issuer?: string;
  /** Extra check plugins (an enterprise's own). */
  plugins?: ToolgatePlugin[];
  /** The built-in checks; default `@toolgate/plugins`. */
  builtins?: ToolgatePlugin;
  /** Keeps the newest head per session, to refuse rolled-back histories. */
  heads?: HeadStore;
  /**
   * Keeps sessions' entries for stored sessions (`client.session(name, { stored: … })`): the
   * caller sends the session id and the head it last saw instead of the history.
   */
  entries?: EntryStore;
  /** Records what ran, for limits across sessions (scope: tenant). Default: in memory. */
  usage?: UsageStore;
  /** The clock, in milliseconds since the epoch. */
  now?: () => number;
  /** Where messages for the operator go (an ephemeral key, …). Default: stderr. */
  log?: (message: string) => void;
  /** Where readings of turns are kept between sessions, e.g. a `ReadingCache` (a service's). Default: none, every turn is read. */
  readings?: ReadingStore;
  /** Force one Ed25519 implementation (benchmarks and tests). */
  signer?: "node" | "tweetnacl";
}

const BUILTIN_PLUGINS = "@toolgate/plugins";
const GRAMMAR_PACKAGE = (lang: string) => `@toolgate/grammar-${lang}`;
const KNOWN_GRAMMARS = ["en", "pt"];

/** The grammar a grammar package exports, as `grammar` or as its default. */
function grammarOf(mod: unknown): Grammar | undefined {
  const m = mod as { grammar?: Grammar; default?: Grammar };
  return m.grammar ?? m.default;
}

/** Every method of the grammar port: a grammar written in plain JavaScript may lack one. */
const GRAMMAR_METHODS = ["detect", "readTurn", "classifyTool", "word", "actWords", "actTerm", "turnWords", "turnLeads", "turnCues"] as const;

/**
 * A grammar that does not implement the whole port is refused when the client is made, not met
 * later as a method that throws: a missing `actWords` would leave every result's instruction
 * naming no act, so the call mark would never be set (fail open).
 */
function checkedGrammar(g: unknown, where: string): Grammar {
  const grammar = g as Partial<Grammar> | null;
  if (typeof grammar !== "object" || grammar === null || typeof grammar.language !== "string" || grammar.language === "") {
    throw new ToolgateError("grammar_unavailable", `${where} is not a grammar: it names no language`, { path: "grammar" });
  }
  const missing = GRAMMAR_METHODS.filter((m) => typeof grammar[m] !== "function");
  if (missing.length > 0) throw new ToolgateError("grammar_unavailable", `grammar \`${grammar.language}\` (${where}) lacks ${missing.join(", ")}`, { path: "grammar" });
  // A set that is not a list of words would be read as none: a turn's repeat or changed time never spoken of.
  for (const set of TURN_WORD_SETS) {
    let words: unknown;
    try {
      words = (grammar as Grammar).turnWords(set);
    } catch {
      throw new ToolgateError("grammar_unavailable", `grammar \`${grammar.language}\` (${where}) fails to give its \`${set}\` words`, { path: "grammar" });
    }
    if (!Array.isArray(words) || !words.every((w) => typeof w === "string")) throw new ToolgateError("grammar_unavailable", `grammar \`${grammar.language}\` (${where}) gives its \`${set}\` words as no list of words`, { path: "grammar" });
  }
  return grammar as Grammar;
}

async function importGrammar(language: string): Promise<Grammar | undefined> {
  const spec = GRAMMAR_PACKAGE(language);
  try {
    return grammarOf(await import(spec));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND" && String((e as Error).message).includes(spec)) return undefined;
    throw e;
  }
}

/**
 * A grammar package named by its language code, loaded the first time one of its methods is
 * called: a client that reads no turn never loads a grammar (issue 16: a `toolgate check` with no
 * turn). The methods are synchronous, so the package is loaded with `require`, which Node reads ES
 * modules with where `process.features.require_module` says so (Node 20.19 and later); elsewhere,
 * and for a package that does not resolve, the grammar is imported when the client is created,
 * as before. A package whose grammar is not the language it is named for fails when first used,
 * and the reading that needed it fails closed as any grammar error does.
 */
function lazyGrammar(language: string): Grammar | undefined {
  if ((process.features as { require_module?: boolean }).require_module !== true) return undefined;
  const spec = GRAMMAR_PACKAGE(language);
  const require = createRequire(import.meta.url);
  try {
    require.resolve(spec);
  } catch {
    return undefined;
  }
  let loaded: Grammar | undefined;
  const load = (): Grammar => {
    if (!loaded) {
      const grammar = grammarOf(require(spec));
      if (!grammar || grammar.language !== language) throw new ToolgateError("grammar_unavailable", `${spec} gives no grammar of \`${language}\``, { path: "grammar" });
      loaded = checkedGrammar(grammar, spec);
    }
    return loaded;
  };
  return Object.freeze({
    language,
    detect: (text: string) => load().detect(text),
    readTurn: (text: string, options: Parameters<Grammar["readTurn"]>[1]) => load().readTurn(text, options),
    classifyTool: (tool: Parameters<Grammar["classifyTool"]>[0]) => load().classifyTool(tool),
    word: (question: Parameters<Grammar["word"]>[0]) => load().word(question),
    actWords: (text: string, into: Set<string>) => load().actWords(text, into),
    actTerm: (word: string) => load().actTerm(word),
    turnWords: (set: TurnWordSet) => load().turnWords(set),
    turnLeads: (text: string) => load().turnLeads(text),
    turnCues: (text: string) => load().turnCues(text),
    // Asked only while a turn is read, when the grammar is loaded for its reading anyway.
    get alsoReads() {
      return load().alsoReads;
    },
  });
}

async function loadGrammars(option: ClientOptions["grammar"]): Promise<Map<string, Grammar>> {
  const out = new Map<string, Grammar>();
  const wanted = option === undefined ? KNOWN_GRAMMARS : Array.isArray(option) ? option : [option];
  for (const g of wanted) {
    if (typeof g === "string") {
      const lazy = lazyGrammar(g);
      if (lazy) {
        out.set(g, lazy);
        continue;
      }
      const loaded = await importGrammar(g);
      if (!loaded) {
        if (option === undefined) continue;
        throw new ToolgateError("grammar_unavailable", `no grammar package for \`${g}\`: install ${GRAMMAR_PACKAGE(g)}`, { path: "grammar" });
      }
      out.set(loaded.language, checkedGrammar(loaded, GRAMMAR_PACKAGE(g)));
    } else {
      const given = checkedGrammar(g, "the grammar given");
      out.set(given.language, given);
    }
  }
  return out;
}

async function builtinPlugin(): Promise<ToolgatePlugin> {
  const spec = BUILTIN_PLUGINS;
  const mod = (await import(spec)) as { plugin: ToolgatePlugin };
  return mod.plugin;
}

export class Client {
  private constructor(
    private readonly engine: Engine,
    /** The checks in manifest order, with their stage. */
    readonly checks: ReadonlyArray<{ check: Check; stage: string; on: boolean; settings: Record<string, unknown> }>,
  ) {}

  static async create(options: ClientOptions): Promise<Client> {
    if (typeof options !== "object" || options === null) throw new ToolgateError("input_invalid", "Client.create takes an options object");
    const log = options.log ?? ((m: string) => process.stderr.write(`toolgate: ${m}\n`));
    // Where Node cannot require an ES module, the readers of turns are imported with the engine: a client waits for them.
    await deferredModulesLoaded();
    const catalogue = Catalogue.load(options.catalogue);
    const rulebook = options.rulebook === undefined ? undefined : Rulebook.load(options.rulebook);

    // Checks: the container's plugins, ordered and reconciled with the manifests.
    const builtins = options.builtins ?? (await builtinPlugin());
    const plugins = [builtins, ...(options.plugins ?? [])];
    if (!builtins.manifest) throw new ToolgateError("manifest_invalid", `plugin \`${builtins.name}\` gives no base manifest`);
    let placed = loadManifest(builtins.manifest);
    for (const p of options.plugins ?? []) {
      if (p.manifest) throw new ToolgateError("manifest_invalid", `plugin \`${p.name}\` must place its checks with entries (before/after), not a manifest of its own`);
      placed = placeEntries(placed, p.entries ?? [], p.name);
    }
    const ordered = reconcile(placed, await resolveChecks(plugins.map((p) => p.module)));
    for (const { check } of ordered) validateMeta(check);

    // Settings: a settings file, a settings object, and the `checks` list.
    let selection = options.checks;
    let extra: Record<string, Record<string, unknown>> | undefined;
    let from = "checks";
    if (typeof options.settings === "string") {
      const file = readSettingsFile(options.settings);
      from = options.settings;
      if (file.checks && selection) throw new ToolgateError("settings_invalid", "`checks` is given both in the settings file and in code", { file: options.settings });
      selection ??= file.checks;
      extra = file.settings;
    } else {
      extra = options.settings;
    }
    const active = selectChecks(ordered, selection, extra, from);

    // Keys and licence.
    let keys: KeyPair;
    let tenant: TenantSettings = { ...DEFAULT_TENANT_SETTINGS };
    let tenantName = "local";
    let expires = Number.POSITIVE_INFINITY;
    if (options.keys === undefined && options.licence === undefined) {
      keys = generateKeyPair();
      log("no keys given: using an ephemeral key pair; histories and tokens verify only in this process (`toolgate keys init` makes a lasting one)");
    } else {
      if (options.keys === undefined) throw new ToolgateError("keys_invalid", "a licence was given without the keys that sign for it", { path: "keys" });
      keys = typeof options.keys === "string" || !("seed" in options.keys && options.keys.seed instanceof Uint8Array) ? readKeys(options.keys as string | { public_key: string; seed: string }) : (options.keys as KeyPair);
      if (options.licence !== undefined) {
        const licence = readLicence(options.licence, options.issuer ? fromBase64Url(options.issuer) : undefined);
        if (Buffer.compare(Buffer.from(licence.publicKey), Buffer.from(keys.publicKey)) !== 0) {
          throw new ToolgateError("licence_invalid", "the licence names another public key than the keys given", { file: typeof options.licence === "string" ? options.licence : undefined, path: "/licence/public_key" });
        }
        tenant = licence.settings;
        tenantName = licence.tenant;
        expires = licence.expires;
      }
    }
    const signer: Signer = makeSigner(keys, options.signer);

    // Grammars and kinds, decided once.
    const grammars = await loadGrammars(options.grammar);
    const setup = createChecks(active);
    const kindsFile = setup.kinds?.file;
    const kinds = resolveKinds(catalogue, {
      file: typeof kindsFile === "string" ? readKindsFile(kindsFile, catalogue) : undefined,
      infer: setup.kinds?.infer ?? false,
      grammar: grammars.get("en") ?? grammars.values().next().value,
    });

    const engine = new Engine({
      catalogue,
      kinds,
      rulebook,
      pipeline: active.map((a, i) => ({ ...a, stage: ordered[i]!.stage })),
      grammars,
      readings: options.readings,
      signer,
      heads: options.heads,
      usage: options.usage ?? new MemoryUsageStore(),
      ...(options.entries ? { stored: new StoredHistories(options.entries, signer) } : {}),
      tenant,
      tenantName,
      licenceExpires: expires,
      now: options.now ?? Date.now,
      confirmationTtl: setup.tokenLifetimeMs ?? DEFAULT_TOKEN_LIFETIME_MS,
      registry: setup.registry === undefined ? undefined : ToolRegistry.open(setup.registry),
      extraReasons: new Set(rulebook?.rules.map((r) => r.name) ?? []),
    });
    return new Client(engine, active.map((a, i) => ({ check: a.check, stage: ordered[i]!.stage, on: a.on, settings: a.settings })));
  }

  /** Whether the client keeps sessions' entries (it was given `entries`), for stored sessions. */
  get keepsSessions(): boolean {
    return this.engine.stored !== undefined;
  }

  /**
   * The session a confirmation token was issued for, when its signature verifies with this
   * client's keys; undefined for anything else. Whether it covers a call is still the check's.
   */
  confirmationSession(token: unknown): string | undefined {
    const opened = openToken(this.engine.signer, token);
    return "payload" in opened && opened.payload.t === "confirm" && typeof opened.payload.session === "string" ? opened.payload.session : undefined;
  }

  /**
   * A stored session's history, every entry with its link and signatures, read from the entry
   * store and verified (as `history.toJSON()` exports it, it verifies offline).
   */
  async storedHistory(session: string): Promise<{ history: History; verification: Verification }> {
    const stored = this.engine.stored;
    if (!stored) throw new ToolgateError("input_invalid", "the client keeps no sessions (it was given no `entries`)", { path: "entries" });
    const heads = this.engine.heads;
    const seen = heads ? await heads.get(session) : undefined;
    const loaded = await stored.load(session, seen, !!heads);
    if (!loaded.verification.valid) return loaded;
    return { history: loaded.history, verification: loaded.history.verifyAt(this.engine.signer, seen) };
  }

  /** Opens a session for an agent (its name), or resumes one from its history. */
  session(name = "", options: SessionOptions = {}): Session {
    return new Session(this.engine, name, options);
  }

  /** Each tool's kind and where it came from. */
  kinds(): Array<{ tool: string; kind: Kind; source: KindSource }> {
    return [...this.engine.kinds].map(([tool, k]) => ({ tool, kind: k.kind, source: k.source }));
  }

  /** The reason codes a check may answer with here: its own, and for a check that provides `ruleReasons` the rulebook's rule names. */
  reasonsOf(checkId: string): string[] {
    const found = this.checks.find((c) => c.check.meta.id === checkId);
    return found ? [...this.engine.reasonsOf(found.check)] : [];
  }

  /** The grammars installed in this client, by language. */
  get languages(): string[] {
    return [...this.engine.grammars.keys()];
  }

  /** The catalogue this client checks against. */
  get catalogue(): Catalogue {
    return this.engine.catalogue;
  }

  /** The public key histories and tokens are signed with (raw bytes). */
  get publicKey(): Uint8Array {
    return this.engine.signer.publicKey;
  }

  /**
   * A person approved a plan: returns a signed plan token covering these steps, in order, in
   * this session, and puts the plan in force for the session.
   */
  approvePlan(session: Session, steps: Array<{ tool: string; arguments: Record<string, unknown> }>, options: { expiresIn?: string } = {}): string {
    if (!Array.isArray(steps) || steps.length === 0) throw new ToolgateError("plan_invalid", "a plan has at least one step", { path: "steps" });
    const ttl = periodMs(options.expiresIn ?? "P1D");
    if (ttl === undefined) throw new ToolgateError("plan_invalid", `not a period: \`${options.expiresIn}\``, { path: "expiresIn" });
    const planned = steps.map((s, i) => {
      if (!this.engine.catalogue.get(s?.tool)) throw new ToolgateError("plan_invalid", `step ${i} names a tool the catalogue does not have: \`${s?.tool}\``, { path: `steps/${i}/tool` });
      return { tool: s.tool, digest: valueDigest(session.id, jsonData(s.arguments ?? {}, "plan_invalid", `step ${i}'s arguments`, `steps/${i}/arguments`)) };
    });
    const token = signToken(this.engine.signer, {
      t: "plan",
      session: session.id,
      steps: planned,
      exp: this.engine.now() + ttl,
      id: randomBytes(9).toString("base64url"),
    });
    session.usePlan(token);
    return token;
  }
}

/** How long a confirmation token is valid when no check provides `tokenLifetime`: a day. */
const DEFAULT_TOKEN_LIFETIME_MS = 86_400_000;

/** What each channel a `create` step gives must look like. */
const SETUP_SHAPES: { [K in keyof Required<CheckSetup>]: (v: unknown) => boolean } = {
  kinds: (v) =>
    typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as { infer?: unknown }).infer === "boolean" && ["string", "undefined"].includes(typeof (v as { file?: unknown }).file),
  tokenLifetimeMs: (v) => typeof v === "number" && Number.isFinite(v) && v > 0,
  registry: (v) => typeof v === "string" && v !== "",
};

/**
 * Runs each selected check's `create` step once, with its settings, and gathers what they provide.
 * A check may only give what its `meta.provides` declares; a check that throws stops the client.
 */
function createChecks(active: ReadonlyArray<{ check: Check; on: boolean; settings: Record<string, unknown> }>): CheckSetup {
  const setup: CheckSetup = {};
  const channelOf = { kinds: "kinds", tokenLifetimeMs: "tokenLifetime", registry: "registry" } as const;
  for (const { check, on, settings } of active) {
    if (!on || !check.create) continue;
    const id = check.meta.id;
    let given: unknown;
    try {
      given = check.create(settings);
    } catch (e) {
      if (e instanceof ToolgateError) throw e;
      throw new ToolgateError("settings_invalid", `check \`${id}\` could not start: ${(e as Error)?.message ?? String(e)}`, { path: id });
    }
    if (given === undefined) continue;
    if (typeof given !== "object" || given === null || Array.isArray(given)) throw new ToolgateError("plugin_invalid", `check \`${id}\`: create() must return an object or nothing`, { path: id });
    for (const [key, value] of Object.entries(given)) {
      if (!Object.hasOwn(channelOf, key)) throw new ToolgateError("plugin_invalid", `check \`${id}\`: create() gave \`${key}\`, which is no channel the engine takes`, { path: id });
      const channel = channelOf[key as keyof typeof channelOf];
      if (check.meta.provides?.[channel] !== true) throw new ToolgateError("plugin_invalid", `check \`${id}\`: create() gave \`${key}\` without declaring \`provides.${channel}\``, { path: id });
      if (value === undefined) continue;
      if (!SETUP_SHAPES[key as keyof typeof SETUP_SHAPES](value)) throw new ToolgateError("plugin_invalid", `check \`${id}\`: create() gave a \`${key}\` of the wrong shape`, { path: id });
      (setup as Record<string, unknown>)[key] = value;
    }
  }
  return setup;
}

/** A plugin's metadata is checked when it is loaded: a check whose meta is wrong never runs. */
function validateMeta(check: Check): void {
  const m = check.meta;
  const fail = (why: string) => new ToolgateError("plugin_invalid", `check \`${m?.id}\`: ${why}`, { path: m?.id });
  if (!m || typeof m.id !== "string") throw fail("it has no meta.id");
  if (typeof check.run !== "function") throw fail("it has no run()");
  for (const f of ["title", "simply", "catches", "cannotCatch", "stops"] as const) if (typeof m[f] !== "string" || !m[f]) throw fail(`meta.${f} is missing`);
  if (!Array.isArray(m.reasons)) throw fail("meta.reasons is missing");
  if (!m.examples || !Array.isArray(m.examples.allowed) || !Array.isArray(m.examples.stopped)) throw fail("meta.examples needs allowed and stopped lists");
  for (const [name, p] of Object.entries(m.settings?.properties ?? {})) if (!p.description) throw fail(`setting \`${name}\` has no description`);
  for (const r of m.reasons) if (!/^[a-z][a-z0-9_]*$/.test(r)) throw fail(`reason \`${r}\` is not snake_case`);
  if (check.create !== undefined && typeof check.create !== "function") throw fail("create is not a function");
  for (const r of m.provides?.notes ?? []) if (!m.reasons.includes(r)) throw fail(`it provides the \`${r}\` note but does not declare the reason`);
}
