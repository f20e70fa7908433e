// The closed set of reason codes the built-in checks answer with. The answer model, the docs
// and the audit table key off these exact strings, so adding one is a contract change.

export const BUILTIN_REASONS: Readonly<Record<string, string>> = {
  allow: "nothing held the call back",
  compensation: "an undo that passed every check",
  confirmed: "a confirmation token covers exactly this call",
  confirmation_stale: "a token was presented that covers nothing (in the trace only: the call is checked as if none was given)",
  write: "a write no rule allowed waits for a person's yes",
  unknown_tool: "the tool is not in the catalogue, or this agent may not reach it",
  agent_required: "the catalogue has several agents and the call names none",
  licence_lapsed: "the licence has lapsed: writes (or every call, by the tenant's setting) are refused",
  history_invalid: "the session's history does not verify: an entry was edited, removed, reordered, rolled back or is another session's",
  argument_schema: "an argument does not fit the tool's schema, or the schema does not declare it",
  undeclared_destination: "an address, URL or host in an argument of a tool not known to send things out",
  order_rule: "the tool's order rules (`after`, `not_after`, `at_most`) forbid it at this point",
  compensation_spent: "the step this undo names was already undone",
  compensation_mismatch: "the undo does not match the step it names",
  gate_clarify: "the rulebook asks a question about this call",
  argument_origin: "an argument came from the model, or from an origin that does not hold it",
  tainted_call: "the call carries a mark less trusted than the tool requires",
  irreversible_pivot: "an irreversible write in a run whose earlier writes would be undone if it failed",
  schema_partial: "the tool's argument schema is open, so some arguments were never checked",
  confirm_always: "the tool raised its own bar: it is always confirmed",
  check_failed: "a check threw: the gate fails closed",
  tool_withdrawn: "the tool was withdrawn from the registry",
  address_not_allowed: "an argument reaches an address that is not allowed (private, loopback, metadata …)",
  plan_step: "the call is not the next step of the approved plan",
  role_not_allowed: "the caller's role may not use this tool",
  credential_unavailable: "the tool needs a credential and the session has none",
  not_found: "the resource is not one the caller holds",
  ungrounded: "a value in a write that no turn, reply, context or tool result holds",
  s1_veto: "the turn asks to send something out and the tool sends nothing",
  s2_veto: "the turn names a destination the call does not take",
  confirm_read: "the turn gives a value the call lacks or gives differently",
};


/**
 * The closed set of codes an executor failure carries (seed 003: "A closed set. The answer
 * model, the event contract and the audit table all key off these exact strings"): in the
 * answer's `code` and the audit row's `code`, never free text.
 */
export const EXECUTOR_CODES = {
  timeout: "the handler did not finish within the tool's time: whether it took effect is unknown",
  upstream_unavailable: "the handler could not reach the service behind the tool (refused, reset, unreachable, not found, the connection closed)",
  handler_failed: "the handler threw: the call failed",
  tool_error: "the handler returned a result that reports a failure (an MCP result with `isError`)",
  audit_unavailable: "the audit log could not record the call before it was to run, so it did not run",
  already_started: "the call was found started with no outcome (in flight elsewhere, or cut off by a crash): it is not run again",
} as const;

export type ExecuteCode = keyof typeof EXECUTOR_CODES;

/** Every code of the contract: a rule may not take one of these names. */
export const BUILTIN_REASON_CODES: ReadonlySet<string> = new Set([...Object.keys(BUILTIN_REASONS), ...Object.keys(EXECUTOR_CODES)]);
