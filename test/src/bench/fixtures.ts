// What the benchmark checks calls against: generated catalogues and rulebooks of a chosen size
// around the shop's tools, the same rules written as Cedar policies, and signed histories of a
// chosen length made through the public API.
import { History, keyPairFromSeed, type CatalogueFile, type Client, type HistoryJSON, type RuleFacts, type RulebookFile, type RuleSpec, type Session, type Signer } from "@toolgate/core";

/** One fixed key pair for every client: a history made by one client verifies in another. */
export const BENCH_KEYS = keyPairFromSeed(new Uint8Array(32).fill(7));

/** The shop's tools, first in every generated catalogue: the benchmark's calls use them. */
const SHOP_TOOLS: CatalogueFile["tools"] = {
  refund_card: {
    description: "Refund an amount to the card an order was paid with.",
    kind: "write",
    arguments: { type: "object", additionalProperties: false, required: ["order_id", "amount"], properties: { order_id: { type: "string" }, amount: { type: "number", minimum: 0 } } },
    result: { type: "object", properties: { refund_id: { type: "string" } } },
    compensation: { tool: "cancel_refund", bind: { refund_id: "result.refund_id" } },
  },
  get_order: {
    description: "Look up an order.",
    kind: "read",
    arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
    result: { type: "object", properties: { order_id: { type: "string" }, charge_id: { type: "string" }, total: { type: "number" } } },
  },
  cancel_refund: {
    description: "Cancel a refund that has not settled yet.",
    kind: "write",
    arguments: { type: "object", additionalProperties: false, required: ["refund_id"], properties: { refund_id: { type: "string" } } },
  },
  delete_note: {
    description: "Delete a note on an order.",
    kind: "write",
    arguments: { type: "object", additionalProperties: false, required: ["note_id"], properties: { note_id: { type: "string" } } },
  },
  read_inbox: {
    description: "Read new emails.",
    kind: "read",
    reads_outside: true,
    arguments: { type: "object", additionalProperties: false, properties: {} },
  },
};

/** A catalogue of `size` tools: the shop's five, then reads, writes and sends of other desks. */
export function makeCatalogue(size: number): CatalogueFile {
  const tools: CatalogueFile["tools"] = {};
  const shop = Object.entries(SHOP_TOOLS).slice(0, size);
  for (const [name, spec] of shop) tools[name] = spec;
  for (let i = shop.length; i < size; i++) {
    const n = String(i).padStart(4, "0");
    const kind = (["read", "write", "send"] as const)[i % 3];
    if (kind === "read") {
      tools[`lookup_${n}`] = {
        description: `Look up record ${n}.`,
        kind,
        arguments: { type: "object", additionalProperties: false, required: ["id"], properties: { id: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 100 } } },
        result: { type: "object", properties: { id: { type: "string" }, total: { type: "number" } } },
      };
    } else if (kind === "write") {
      tools[`update_${n}`] = {
        description: `Change record ${n}.`,
        kind,
        arguments: { type: "object", additionalProperties: false, required: ["id", "amount"], properties: { id: { type: "string" }, amount: { type: "number" }, note: { type: "string", maxLength: 200 } } },
      };
    } else {
      tools[`notify_${n}`] = {
        description: `Send a notice about record ${n}.`,
        kind,
        sends_out: true,
        arguments: { type: "object", additionalProperties: false, required: ["to", "text"], properties: { to: { type: "string", format: "email" }, text: { type: "string" } } },
      };
    }
  }
  return { agents: ["billing"], tools };
}

/** One generated rule, with its Cedar twin (a Cedar policy deciding the same thing). */
interface GeneratedRule {
  rule: RuleSpec;
  cedar: string;
}

function ruleAt(i: number, tools: readonly string[]): GeneratedRule {
  const tool = tools[i % tools.length]!;
  const name = `rule_${String(i).padStart(3, "0")}`;
  const onTool = { fact: "tool", operator: "equal", value: tool };
  const forbidTool = `forbid(principal, action == Action::"call", resource == Tool::"${tool}")`;
  switch (i % 7) {
    case 0:
      return {
        rule: { name, priority: 10, conditions: { all: [onTool, { fact: "args", path: "$.amount", operator: "greaterThan", value: 1000 + i }] }, event: { type: "ask", params: { flow: "limits", question: `Amounts over ${1000 + i} need a manager.` } } },
        cedar: `@id("${name}") ${forbidTool} when { context.args has amount && context.args.amount > ${1000 + i} };`,
      };
    case 1:
      return {
        rule: {
          name,
          priority: 20,
          conditions: { all: [onTool, { fact: "origins", path: "$.amount", operator: "equal", value: "model" }, { fact: "args", path: "$.amount", operator: "greaterThanInclusive", value: 500 }] },
          event: { type: "refuse", params: { flow: "origins" } },
        },
        cedar: `@id("${name}") ${forbidTool} when { context.origins has amount && context.origins.amount == "model" && context.args has amount && context.args.amount >= 500 };`,
      };
    case 2:
      return {
        rule: { name, priority: 30, conditions: { all: [{ fact: "kind", operator: "in", value: ["write", "send"] }, { fact: "marks", operator: "contains", value: `untrusted:source_${i}` }] }, event: { type: "refuse", params: { flow: "taint" } } },
        cedar: `@id("${name}") forbid(principal, action == Action::"call", resource) when { ["write", "send"].contains(context.kind) && context.marks.contains("untrusted:source_${i}") };`,
      };
    case 3:
      return {
        rule: {
          name,
          priority: 20,
          conditions: { all: [{ fact: "tool", operator: "matches", value: "delete_*" }, { any: [{ fact: "time", path: "$.hour", operator: "lessThan", value: 6 }, { fact: "time", path: "$.hour", operator: "greaterThanInclusive", value: 23 }] }] },
          event: { type: "refuse", params: { flow: "hours" } },
        },
        cedar: `@id("${name}") forbid(principal, action == Action::"call", resource) when { context.tool like "delete_*" && (context.hour < 6 || context.hour >= 23) };`,
      };
    case 4:
      return {
        rule: {
          name,
          priority: 20,
          conditions: { all: [onTool, { fact: "usage", params: { tool, period: "day", scope: "session", sum: "amount" }, operator: "greaterThan", value: 1_000_000 }] },
          event: { type: "refuse", params: { flow: "limits" } },
        },
        cedar: `@id("${name}") ${forbidTool} when { context.usage_day_amount > 1000000 };`,
      };
    case 5:
      return {
        rule: { name, priority: 5, conditions: { all: [onTool, { fact: "agent", operator: "notIn", value: ["billing", "support"] }] }, event: { type: "refuse", params: { flow: "agents" } } },
        cedar: `@id("${name}") ${forbidTool} unless { principal == Agent::"billing" || principal == Agent::"support" };`,
      };
    default:
      return {
        rule: {
          name,
          priority: 1,
          conditions: { any: [{ all: [onTool, { fact: "history", path: "$.count", operator: "greaterThan", value: 100_000 }] }, { all: [onTool, { fact: "role", operator: "equal", value: "intern" }] }] },
          event: { type: "ask", params: { flow: "review", question: "A long session or an intern: a person looks first." } },
        },
        cedar: `@id("${name}") ${forbidTool} when { context.history_count > 100000 || context.role == "intern" };`,
      };
  }
}

/** `size` rules over the catalogue's tools; none of them fires on the benchmark's calls. */
export function makeRulebook(size: number, catalogue: CatalogueFile): RulebookFile & { cedar: string } {
  const tools = Object.keys(catalogue.tools);
  const generated = Array.from({ length: size }, (_, i) => ruleAt(i, tools));
  const cedar = [`@id("baseline") permit(principal, action == Action::"call", resource);`, ...generated.map((g) => g.cedar)].join("\n");
  return { timezone: "Europe/Lisbon", rules: generated.map((g) => g.rule), cedar };
}

/** The facts of the benchmark's write, as a rule sees them. */
export function refundFacts(now: number): RuleFacts {
  return {
    tool: "refund_card",
    kind: "write",
    agent: "billing",
    role: null,
    args: { order_id: "4411", amount: 40 },
    origins: { order_id: "typed", amount: "typed" },
    marks: [],
    context: {},
    history: { count: 10, ran: { get_order: 4, refund_card: 3 } },
    usage: () => 120,
    now,
  };
}

/** The same call as a Cedar request: usage and time are given in the context, already computed. */
export function refundCedarRequest() {
  return {
    principal: { type: "Agent", id: "billing" },
    action: { type: "Action", id: "call" },
    resource: { type: "Tool", id: "refund_card" },
    context: {
      tool: "refund_card",
      kind: "write",
      role: "",
      args: { order_id: "4411", amount: 40 },
      origins: { order_id: "typed", amount: "typed" },
      marks: [] as string[],
      hour: 11,
      history_count: 10,
      usage_day_amount: 120,
    },
    entities: [] as never[],
  };
}

export const TURN_EN = "refund order 4411 40.00";
/** A conversation of five English turns (the HTTP rows with turns send all five). */
export const TURNS_EN = [TURN_EN, "please refund order 4411 for 40.00 dollars", "send the invoice INV-2024-17 to ana@example.com tomorrow", "don't refund A1 yet, check order 4411 first", "look up the order 4411 and refund 40,00 to the card"];
export const REFUND = { order_id: "4411", amount: 40 };
export const TYPED = { order_id: "typed", amount: "typed" };

/**
 * Makes a session's history of `length` entries through the public API: order look-ups that ran
 * (with their results), refunds asked about, approved with their token and run.
 */
export async function growHistory(session: Session, length: number): Promise<void> {
  let i = session.history.length;
  while (session.history.length < length) {
    if (i % 3 === 0 || session.history.length === length - 1) {
      const a = await session.checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
      session.report(a.step, "ran", { order_id: "4411", charge_id: `ch_${i}`, total: 40 });
    } else {
      const asked = await session.checkToolCall("refund_card", REFUND, { origins: TYPED });
      if (asked.confirmation && session.history.length < length) {
        const approved = await session.checkToolCall("refund_card", REFUND, { origins: TYPED, confirmation: asked.confirmation });
        session.report(approved.step, "ran", { refund_id: `re_${i}` });
      }
    }
    i++;
  }
}

/** A signed history of `length` entries, as `history.toJSON()` gives it, made by `producer`. */
export async function historyOf(producer: Client, length: number): Promise<unknown> {
  const session = producer.session("billing");
  session.read(TURN_EN);
  await growHistory(session, length);
  return session.history.toJSON();
}

/** The first `length` entries of a history: itself a validly signed history. */
export function prefixOf(history: unknown, length: number): unknown {
  const h = history as { version: number; session: string; entries: unknown[] };
  return { version: h.version, session: h.session, entries: structuredClone(h.entries.slice(0, length)) };
}

let forks = 0;

/**
 * The first `length` entries of a history, linked and signed again under a session of their
 * own (`session`, or a new id): a history no client has seen, as one arriving from another process would be.
 */
export function freshCopy(template: unknown, length: number, signer: Signer, session?: string): HistoryJSON {
  const from = (template as HistoryJSON).entries;
  const history = History.start(session ?? `s_bench_${(forks++).toString(36)}_${length}`);
  for (let i = 0; i < length; i++) {
    const e = from[i]!;
    history.append(signer, { at: e.at, agent: e.agent, tool: e.tool, digest: e.digest, args: e.args, numbers: e.numbers, origins: e.origins, marks: e.marks, decision: e.decision, reasons: e.reasons, compensationOf: e.compensationOf, plan: e.plan });
    if (e.outcome) history.report(i, e.outcome, signer);
  }
  return history.toJSON();
}
