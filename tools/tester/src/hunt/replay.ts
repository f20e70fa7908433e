// The proof of a finding: its counterexample run through the engine. A call is checked by a
// client made from the same catalogue, rulebook and settings, in a session whose history is
// replayed first (each earlier call approved where it was asked about, and reported `ran`); a
// rule claim is decided by the compiled rulebook, whole and with the rule alone; a load claim
// loads the file as the client would.
import { Catalogue } from "@toolgate/core";
import { Client, type ClientOptions } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import type { Kind } from "@toolgate/grammar-kit";
import { Rulebook, type RuleFacts, type RuleSpec, type RulebookFile, type UsageParams } from "@toolgate/core";
import type { CatalogueFile } from "@toolgate/core";
import type { Claim, Counterexample } from "./finding.js";
import { onlyProblem, type Structural } from "./sources.js";

/** What a replay runs on: the files as data, without the problems that keep them from loading. */
export interface ReplayInputs {
  catalogue: CatalogueFile;
  rulebook: RulebookFile | undefined;
  settings: ClientOptions["settings"];
  /** The files as written, and their problems that keep them from loading. */
  raw: {
    catalogue: { data: unknown; structure: readonly Structural[] };
    rulebook: { data: unknown; structure: readonly Structural[] };
  };
}

export interface Replayed {
  proved: boolean;
  /** What the engine answered, in the claim's terms. */
  got: unknown;
}

/** The clock a replay runs at when the counterexample names none: a Wednesday, 10:00 UTC. */
export const REPLAY_NOW = "2026-03-04T10:00:00.000Z";

function ruleFactsOf(cx: Counterexample): RuleFacts {
  const facts = cx.facts ?? {};
  const usage = (facts.usage ?? []) as Array<{ params: Record<string, unknown>; value: number }>;
  return {
    tool: cx.tool,
    kind: (facts.kind ?? "write") as Kind,
    agent: cx.agent ?? null,
    role: cx.role ?? null,
    args: cx.arguments,
    origins: cx.origins ?? {},
    marks: (facts.marks ?? []) as string[],
    context: cx.context ?? {},
    history: (facts.history ?? { count: 0, ran: {} }) as RuleFacts["history"],
    usage: (params: UsageParams) => usage.find((u) => JSON.stringify(u.params) === JSON.stringify(params))?.value ?? 0,
    now: Date.parse(cx.now ?? REPLAY_NOW),
  };
}

async function replayRules(cx: Counterexample, claim: Extract<Claim, { kind: "rules" }>, inputs: ReplayInputs): Promise<Replayed> {
  const book = inputs.rulebook!;
  const facts = ruleFactsOf(cx);
  const whole = await Rulebook.load(book).decide(facts);
  const decider = whole.refuse ? { type: "refuse" as const, rule: whole.refuse.rule } : whole.asks[0] ? { type: "ask" as const, rule: whole.asks[0].rule } : whole.allow ? { type: "allow" as const, rule: whole.allow.rule } : undefined;
  const spec = book.rules.find((r: RuleSpec) => r.name === claim.alone.rule)!;
  const alone = await Rulebook.load({ ...book, rules: [spec] }).decide(facts);
  const fires = !!(alone.refuse || alone.asks.length || alone.allow);
  const got = { decides: decider, alone: { rule: claim.alone.rule, fires } };
  const proved = fires === claim.alone.fires && (claim.decides === undefined || JSON.stringify(decider ?? null) === JSON.stringify(claim.decides));
  return { proved, got };
}

const placedChecks = new WeakMap<ReplayInputs, Promise<Client["checks"]>>();

/** The ids of the checks a claim is replayed with, found by what they declare, never by name. */
async function replayChecks(want: { rulebook?: boolean; reasons?: string[] }, inputs: ReplayInputs): Promise<string[]> {
  let placed = placedChecks.get(inputs);
  if (!placed) {
    placed = Client.create({ catalogue: inputs.catalogue, rulebook: inputs.rulebook, log: () => {} }).then((c) => c.checks);
    placedChecks.set(inputs, placed);
  }
  return (await placed)
    .filter(({ check }) => (want.rulebook === true && check.meta.provides?.ruleReasons === true) || (want.reasons ?? []).some((r) => check.meta.reasons.includes(r)))
    .map(({ check }) => check.meta.id);
}

async function replayCall(cx: Counterexample, claim: Extract<Claim, { kind: "call" }>, inputs: ReplayInputs): Promise<Replayed> {
  const now = Date.parse(cx.now ?? REPLAY_NOW);
  const client = await Client.create({
    catalogue: inputs.catalogue,
    rulebook: inputs.rulebook,
    ...(claim.replayWith ? { checks: await replayChecks(claim.replayWith, inputs) } : { settings: inputs.settings }),
    now: () => now,
    log: () => {},
  });
  const session = client.session(cx.agent ?? "", { role: cx.role, context: cx.context });
  for (const h of cx.history) {
    const origins = h.origins ?? Object.fromEntries(Object.keys(h.arguments).map((k) => [k, "context"]));
    let a = await session.checkToolCall(h.tool, h.arguments, { origins });
    if (a.decision === "confirm") a = await session.checkToolCall(h.tool, h.arguments, { origins, confirmation: a.confirmation });
    if (a.decision !== "allow") return { proved: false, got: { history: h.tool, decision: a.decision, reasons: a.reasons } };
    session.report(a.step, "ran", h.result);
  }
  for (const t of cx.turns ?? []) session.read(t);
  const a = await session.checkToolCall(cx.tool, cx.arguments, { origins: cx.origins, compensationOf: cx.compensationOf });
  const got = { decision: a.decision, reasons: a.reasons, ...(typeof a.detail.rule === "string" ? { rule: a.detail.rule } : {}) };
  const proved =
    (claim.decision === undefined || a.decision === claim.decision) &&
    claim.reasons.every((r) => a.reasons.includes(r)) &&
    !(claim.absent ?? []).some((r) => a.reasons.includes(r)) &&
    (claim.rule === undefined || claim.rule === a.detail.rule);
  return { proved, got };
}

function replayLoad(claim: Extract<Claim, { kind: "load" }>, inputs: ReplayInputs): Replayed {
  const catalogue = claim.code === "catalogue_invalid";
  const mine = catalogue ? inputs.raw.catalogue : inputs.raw.rulebook;
  const others = mine.structure.filter((s) => s.candidate.claim.kind !== "load" || s.candidate.claim.path !== claim.path);
  const data = onlyProblem(mine.data, others);
  try {
    if (catalogue) Catalogue.load(data as CatalogueFile);
    else Rulebook.load(data as RulebookFile);
    return { proved: false, got: { loaded: true } };
  } catch (e) {
    if (!(e instanceof ToolgateError)) throw e;
    const paths = e.problems.map((p) => p.place.path);
    return { proved: e.code === claim.code && paths.includes(claim.path), got: { code: e.code, paths } };
  }
}

/** Replays a finding's counterexample; the finding stands only where this proves its claim. */
export async function replay(cx: Counterexample | undefined, claim: Claim, inputs: ReplayInputs): Promise<Replayed> {
  if (claim.kind === "load") return replayLoad(claim, inputs);
  if (!cx) return { proved: false, got: { why: "no counterexample" } };
  return claim.kind === "rules" ? replayRules(cx, claim, inputs) : replayCall(cx, claim, inputs);
}
