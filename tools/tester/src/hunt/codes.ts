// The hunter's closed set of finding codes: what each means, how bad it is, an example and its
// fix. The single source of docs/hunt.md and of every finding's severity.

export type Severity = "error" | "warning";

export interface HuntCode {
  code: string;
  severity: Severity;
  title: string;
  /** What the finding means, in a sentence or two. */
  meaning: string;
  /**
   * The problem, as tools added to the example catalogue (EXAMPLE_TOOLS) and rules of a
   * rulebook, in YAML; docs/hunt.md shows it with what the hunt reports on it.
   */
  example: { tools?: string; rules?: string };
  /** What to change. */
  fix: string;
}

const list: HuntCode[] = [
  {
    code: "QG001",
    severity: "error",
    title: "a rule that can never fire",
    meaning: "No call meets the rule's conditions: they contradict each other, or they name a tool the catalogue does not have.",
    example: { rules: "- name: big_refunds\n  conditions:\n    all:\n      - { fact: tool, operator: equal, value: refund_crad }\n      - { fact: args, path: $.amount, operator: greaterThan, value: 100 }\n  event: { type: refuse }" },
    fix: "Name a tool the catalogue has, or remove the condition that contradicts the others.",
  },
  {
    code: "QG002",
    severity: "warning",
    title: "a rule shadowed by an earlier one",
    meaning: "Every call the rule fires on, an earlier rule (by priority, then name) decides first, so this rule never decides anything.",
    example: { rules: "- name: refuse_big_refunds\n  priority: 20\n  conditions: { all: [{ fact: args, path: $.amount, operator: greaterThan, value: 100 }] }\n  event: { type: refuse }\n- name: refuse_huge_refunds\n  priority: 10\n  conditions: { all: [{ fact: args, path: $.amount, operator: greaterThan, value: 1000 }] }\n  event: { type: refuse }" },
    fix: "Remove the shadowed rule, or narrow the earlier one, or raise the later one's priority.",
  },
  {
    code: "QG003",
    severity: "warning",
    title: "two rules that decide the same call differently",
    meaning: "An `allow` rule and a `refuse` or `ask` rule both fire on some call: the refusal or the question wins there, and the `allow` lifts nothing.",
    example: { rules: "- name: small_refunds_go\n  conditions: { all: [{ fact: tool, operator: equal, value: refund_card }, { fact: args, path: $.amount, operator: lessThan, value: 50 }] }\n  event: { type: allow }\n- name: weekend_refunds_ask\n  conditions: { all: [{ fact: time, path: $.weekday, operator: in, value: [saturday, sunday] }] }\n  event: { type: ask, params: { question: \"A refund at the weekend?\" } }" },
    fix: "Make the conditions exclusive (add the other rule's condition, negated, to one of them), or accept that the stricter rule wins and say so in its description.",
  },
  {
    code: "QG004",
    severity: "warning",
    title: "a write or send that no rule and no order rule speaks about",
    meaning: "The tool changes something or sends something out, no rule of the rulebook can fire on it and it declares no `after`, `not_after` or `at_most`: every call is only ever confirmed for `write`. This is the case seed 004 says the rules do not cover.",
    example: { tools: "cancel_refund:\n  kind: write\n  arguments: { type: object, additionalProperties: false, required: [refund_id], properties: { refund_id: { type: string } } }" },
    fix: "Write a rule about the tool (a limit, a time window, who may call it), or an order rule (`after: [refund_card]`).",
  },
  {
    code: "QG005",
    severity: "error",
    title: "a limit with no period",
    meaning: "A `usage` condition has no `params.period`, or one that is not a period: the rulebook does not load.",
    example: { rules: "- name: daily_refund_limit\n  conditions:\n    all:\n      - { fact: usage, params: { tool: refund_card, sum: amount }, operator: greaterThan, value: 500 }\n  event: { type: refuse }" },
    fix: "Give the limit its period: `params: { period: day, … }` (`minute`, `hour`, `day`, `week` or an ISO-8601 duration).",
  },
  {
    code: "QG006",
    severity: "warning",
    title: "a limit over a period that counts nothing",
    meaning: "A `usage` condition counts calls of a tool the catalogue does not have, or sums an argument the counted tool does not declare as a number: its figure stays 0 whatever runs in the period.",
    example: { rules: "- name: daily_refund_limit\n  conditions:\n    all:\n      - { fact: tool, operator: equal, value: refund_card }\n      - { fact: usage, params: { tool: refund_card, period: day, sum: amunt }, operator: greaterThan, value: 500 }\n  event: { type: refuse }" },
    fix: "Name a tool of the catalogue in `params.tool`, and a numeric argument of it in `params.sum`.",
  },
  {
    code: "QG007",
    severity: "error",
    title: "an order rule naming a tool the catalogue lacks",
    meaning: "`after:` names a tool that does not exist, so the tool could never run; or `not_after:` does, so the rule never holds. Either way the catalogue does not load.",
    example: { tools: "ship_order:\n  kind: write\n  after: [get_ordr]\n  arguments: { type: object, additionalProperties: false, required: [order_id], properties: { order_id: { type: string } } }" },
    fix: "Name the tool as the catalogue spells it.",
  },
  {
    code: "QG008",
    severity: "error",
    title: "a cycle of `after:`",
    meaning: "Each tool of the cycle may run only after another of it has run, so none ever runs.",
    example: { tools: "approve_refund:\n  kind: write\n  after: [issue_refund]\n  arguments: { type: object, additionalProperties: false, properties: {} }\nissue_refund:\n  kind: write\n  after: [approve_refund]\n  arguments: { type: object, additionalProperties: false, properties: {} }" },
    fix: "Break the cycle: one of the tools must be allowed to run first.",
  },
  {
    code: "QG009",
    severity: "error",
    title: "`at_most: 0`",
    meaning: "The tool may run at most zero times: it never runs.",
    example: { tools: "close_account:\n  kind: write\n  at_most: 0\n  arguments: { type: object, additionalProperties: false, required: [account], properties: { account: { type: string } } }" },
    fix: "Withdraw the tool (`withdrawn: true`) or remove it from the catalogue if it must not run; otherwise give it a limit of at least 1.",
  },
  {
    code: "QG010",
    severity: "warning",
    title: "`not_after` naming the tool itself",
    meaning: "The tool never runs once it was allowed: it runs at most once, said in a way that hides it.",
    example: { tools: "send_receipt:\n  kind: send\n  sends_out: true\n  not_after: [send_receipt]\n  arguments: { type: object, additionalProperties: false, required: [to], properties: { to: { type: string, format: email } } }" },
    fix: "Write `at_most: 1`, which says so and counts only calls that did not fail.",
  },
  {
    code: "QG011",
    severity: "error",
    title: "an undo for a tool that does not exist",
    meaning: "The tool's `compensation` names a tool the catalogue does not have: the catalogue does not load, and no undo of the tool could ever pass.",
    example: { tools: "charge_card:\n  kind: write\n  at_most: 1\n  arguments: { type: object, additionalProperties: false, required: [amount], properties: { amount: { type: number } } }\n  compensation: { tool: void_chrage }" },
    fix: "Name the undo tool as the catalogue spells it, or add it.",
  },
  {
    code: "QG012",
    severity: "error",
    title: "an undo binding a result field the result schema does not declare",
    meaning: "The undo takes an argument from the step's `result.<field>`, and the tool's result schema does not declare that field: a result that fits the schema never holds it, so the undo is refused as `compensation_mismatch`.",
    example: { tools: "issue_refund:\n  kind: write\n  at_most: 1\n  arguments: { type: object, additionalProperties: false, required: [amount], properties: { amount: { type: number } } }\n  result: { type: object, properties: { id: { type: string } } }\n  compensation: { tool: cancel_refund, bind: { refund_id: result.refund_id } }\ncancel_refund:\n  kind: write\n  at_most: 1\n  arguments: { type: object, additionalProperties: false, required: [refund_id], properties: { refund_id: { type: string } } }" },
    fix: "Declare the field in the tool's `result` schema, or bind the field the result has.",
  },
  {
    code: "QG013",
    severity: "error",
    title: "a bound argument the schema lacks",
    meaning: "An `after:` binding or an undo's `bind` names an argument the tool's argument schema does not declare: a call cannot give it, so the binding can never hold.",
    example: { tools: "capture_payment:\n  kind: write\n  after: [{ tool: get_order, bind: { charge: charge_id } }]\n  arguments: { type: object, additionalProperties: false, required: [charge_id], properties: { charge_id: { type: string } } }" },
    fix: "Bind an argument the schema declares, or declare it.",
  },
  {
    code: "QG014",
    severity: "error",
    title: "an order rule no history can meet",
    meaning: "The tool may run only `after` a tool that can itself never run (withdrawn, `at_most 0`, unreachable by every agent, or itself behind such a rule), so every call of it is refused as `order_rule`, naming the rule in the words used here.",
    example: { tools: "export_all:\n  kind: read\n  withdrawn: true\n  arguments: { type: object, additionalProperties: false, properties: {} }\nclose_ticket:\n  kind: write\n  after: [export_all]\n  arguments: { type: object, additionalProperties: false, properties: {} }" },
    fix: "Let the earlier tool run, or drop the `after` that names it.",
  },
  {
    code: "QG015",
    severity: "warning",
    title: "a tool no agent may reach",
    meaning: "The tool's `agents` list is empty: every call is refused as `unknown_tool`.",
    example: { tools: "restart_service:\n  kind: write\n  agents: []\n  at_most: 1\n  arguments: { type: object, additionalProperties: false, required: [name], properties: { name: { type: string } } }" },
    fix: "List the agents that may call it, drop `agents` to let every agent call it, or withdraw the tool.",
  },
  {
    code: "QG016",
    severity: "warning",
    title: "a `typed` requirement on an argument no turn can hold",
    meaning: "A rule asks that an argument's origin be `typed`, and the argument is not one a person's turn can hold (a boolean, an object, a list, or an argument the tool does not declare): a value claimed as typed is never trusted, so the call is asked about as `argument_origin` and the rule's intent is never met.",
    example: { tools: "close_account:\n  kind: write\n  at_most: 1\n  arguments: { type: object, additionalProperties: false, required: [account], properties: { account: { type: string }, confirmed: { type: boolean } } }", rules: "- name: typed_confirmation_goes\n  conditions:\n    all:\n      - { fact: tool, operator: equal, value: close_account }\n      - { fact: origins, path: $.confirmed, operator: equal, value: typed }\n  event: { type: allow }" },
    fix: "Require `typed` only of a string or a number argument, or require `reply` (the person's answer to a question).",
  },
];

/** The catalogue every example adds its tools to: a read, and a write an order rule speaks about. */
export const EXAMPLE_TOOLS = [
  "get_order:",
  "  kind: read",
  "  arguments: { type: object, additionalProperties: false, required: [order_id], properties: { order_id: { type: string } } }",
  "  result: { type: object, properties: { charge_id: { type: string } } }",
  "refund_card:",
  "  kind: write",
  "  after: [get_order]",
  "  arguments: { type: object, additionalProperties: false, required: [order_id, amount], properties: { order_id: { type: string }, amount: { type: number } } }",
].join("\n");

export const HUNT_CODES: ReadonlyMap<string, HuntCode> = new Map(list.map((c) => [c.code, c]));

export function huntCode(code: string): HuntCode {
  const c = HUNT_CODES.get(code);
  if (!c) throw new Error(`unknown hunt code \`${code}\``);
  return c;
}
