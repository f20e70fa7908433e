// `hunt()`: reads a catalogue, a rulebook and settings, and reports what no call will show on
// its own — rules that never fire or never decide, order rules no history meets, writes no rule
// speaks about — each with a call that shows it, replayed through the engine to prove it.
import { Catalogue, type CatalogueFile } from "@toolgate/core";
import { Client, type ClientOptions } from "@toolgate/core";
import { YamlSource } from "@toolgate/core";
import { Rulebook, type RulebookFile } from "@toolgate/core";
import { huntCode } from "./codes.js";
import type { Candidate, Finding } from "./finding.js";
import { replay, type ReplayInputs } from "./replay.js";
import { ruleFindings, spokenTools } from "./rules.js";
import { Clocks } from "./snapshot.js";
import { catalogueStructure, readSource, rulebookStructure, without, type Structural } from "./sources.js";
import { toolFindings } from "./tools.js";

export interface HuntOptions {
  catalogue: string | CatalogueFile;
  rulebook?: string | RulebookFile;
  /** Settings (a file or the object): the checks the calls are replayed with. */
  settings?: ClientOptions["settings"];
}

export interface HuntReport {
  /** Every finding whose counterexample replayed to its claim, by file, line and code. */
  findings: Finding[];
  /** Candidates whose replay did not prove them: not findings, kept to say so. */
  unproven: Finding[];
  errors: number;
  warnings: number;
}

/** The same source with other data: the lines of what was not taken out stay right. */
function withData(source: YamlSource, data: unknown): YamlSource {
  return Object.assign(Object.create(YamlSource.prototype) as YamlSource, source, { data });
}

export async function hunt(options: HuntOptions): Promise<HuntReport> {
  const catalogueSource = readSource(options.catalogue, "catalogue_invalid", "<catalogue>");
  const catalogueStructural = catalogueStructure(catalogueSource);
  const catalogueData = without(catalogueSource.data, catalogueStructural.map((s) => s.remove)) as CatalogueFile;
  // Any other problem fails the hunt as it fails the client, naming the file and line.
  Catalogue.fromSource(withData(catalogueSource, catalogueData));

  let rulebookSource: YamlSource | undefined;
  let rulebookStructural: Structural[] = [];
  let rulebookData: RulebookFile | undefined;
  let rulebook: Rulebook | undefined;
  if (options.rulebook !== undefined) {
    rulebookSource = readSource(options.rulebook, "rulebook_invalid", "<rulebook>");
    rulebookStructural = rulebookStructure(rulebookSource);
    rulebookData = without(rulebookSource.data, rulebookStructural.map((s) => s.remove)) as RulebookFile;
    rulebook = Rulebook.fromSource(withData(rulebookSource, rulebookData));
  }

  const client = await Client.create({ catalogue: catalogueData, rulebook: rulebookData, settings: options.settings, log: () => {} });
  const catalogue = client.catalogue;
  const kinds = new Map(client.kinds().map((k) => [k.tool, k.kind as string]));

  const candidates: Candidate[] = [...catalogueStructural, ...rulebookStructural].map((s) => s.candidate);
  let spoken: (tool: string) => boolean = () => false;
  if (rulebook && rulebookSource) {
    const names = ((rulebookSource.data as { rules?: Array<{ name?: unknown }> }).rules ?? []).map((r) => r?.name);
    const inputs = { rulebook, source: rulebookSource, catalogue, kinds, clocks: new Clocks(rulebook), indexOf: (name: string) => names.indexOf(name) };
    candidates.push(...ruleFindings(inputs));
    spoken = spokenTools(inputs);
  }
  const removed = catalogueStructural.map((s) => s.remove);
  candidates.push(...toolFindings({ catalogue, source: catalogueSource, kinds, spoken, removed }));

  const replayInputs: ReplayInputs = {
    catalogue: catalogueData,
    rulebook: rulebookData,
    settings: options.settings,
    raw: {
      catalogue: { data: catalogueSource.data, structure: catalogueStructural },
      rulebook: { data: rulebookSource?.data, structure: rulebookStructural },
    },
  };
  const findings: Finding[] = [];
  const unproven: Finding[] = [];
  for (const c of candidates) {
    const { proved, got } = await replay(c.counterexample, c.claim, replayInputs);
    const finding: Finding = { ...c, severity: huntCode(c.code).severity, replayed: got };
    (proved ? findings : unproven).push(finding);
  }
  const order = (a: Finding, b: Finding) =>
    (a.place.file ?? "").localeCompare(b.place.file ?? "") || (a.place.line ?? 0) - (b.place.line ?? 0) || a.code.localeCompare(b.code) || a.message.localeCompare(b.message);
  findings.sort(order);
  unproven.sort(order);
  return {
    findings,
    unproven,
    errors: findings.filter((f) => f.severity === "error").length,
    warnings: findings.filter((f) => f.severity === "warning").length,
  };
}
