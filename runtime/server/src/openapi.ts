// The HTTP service's OpenAPI 3.1 document, written as data. Its request schemas are the ones
// the server validates bodies with, so the document and the server cannot disagree.

const historySchema = {
  description: "The session's signed history, exactly as the previous answer returned it. Absent or null starts a new session.",
  type: ["object", "null"],
};

const headSchema = {
  description: "The stored session's head as the previous answer returned it (`head`): its step, link and reported outcome's signature. Null for a session with no call yet.",
  type: ["object", "null"],
  additionalProperties: false,
  required: ["step", "link"],
  properties: {
    step: { type: "integer", minimum: 0 },
    link: { type: "string", pattern: "^[0-9a-f]{64}$" },
    outcome: { type: ["string", "null"], maxLength: 200 },
  },
};

const storedSessionSchema = {
  description: "A stored session (a service started with `--entries`): its id, with `head`, instead of `history`. Null starts a new stored session.",
  type: ["string", "null"],
  minLength: 1,
  maxLength: 200,
};

const sessionProperties = {
  agent: { type: "string", maxLength: 200, description: "The session's agent name." },
  history: historySchema,
  session: storedSessionSchema,
  head: headSchema,
  turns: { type: "array", maxItems: 500, items: { type: "string", maxLength: 20_000 }, description: "The person's turns in this conversation, oldest first. Read again at each request: the service keeps nothing." },
  replies: { type: "array", maxItems: 500, items: { type: "string", maxLength: 20_000 }, description: "The person's answers to questions, oldest first." },
  context: { type: "object", description: "Values the application put in the run's context (the signed-in customer, a credential reference)." },
  role: { type: "string", maxLength: 200, description: "The caller's role, for tools that list `roles`." },
  language: { type: "string", maxLength: 16, description: "The session's language (`en`, `pt`)." },
  trace: { type: "boolean", description: "Include every check's verdict, in order, in the answer." },
};

function callSchema(tokenRequired: boolean) {
  return {
    type: "object",
    additionalProperties: false,
    required: tokenRequired ? ["tool", "confirmation"] : ["tool"],
    properties: {
      tool: { type: "string", minLength: 1, maxLength: 128, description: "The tool the agent proposes to call." },
      arguments: { type: "object", description: "The call's arguments." },
      origins: { type: "object", additionalProperties: { type: "string", maxLength: 200 }, description: "Where each argument came from: typed, reply, context, computed, result:<step>[.<field>], model (the default)." },
      labels: {
        description: "Marks on the call: a list, or `{ call: [...], <argument>: [...] }`.",
        oneOf: [
          { type: "array", items: { type: "string", maxLength: 200 } },
          { type: "object", additionalProperties: { type: "array", items: { type: "string", maxLength: 200 } } },
        ],
      },
      confirmation: { type: "string", minLength: 1, maxLength: 8192, description: "A confirmation token the person approved." },
      agent: { type: "string", maxLength: 200, description: "The agent making the call, when it is not the session's." },
      compensationOf: { type: "integer", minimum: 0, description: "The step this call undoes." },
      plan: { type: "string", maxLength: 65_536, description: "A signed plan token." },
      requestId: {
        type: "string",
        minLength: 1,
        maxLength: 200,
        description:
          "The caller's id for this check, the same when it sends the check again (or the `Idempotency-Key` header). With a head store, a check sent again with the same id, for the same call from the same history (its answer was lost), gets the answer recorded for it instead of a rollback refusal.",
      },
    },
  };
}

export const CHECK_REQUEST = {
  type: "object",
  additionalProperties: false,
  required: ["call"],
  properties: { ...sessionProperties, call: callSchema(false) },
};

export const CONFIRM_REQUEST = {
  type: "object",
  additionalProperties: false,
  required: ["call"],
  properties: { ...sessionProperties, call: callSchema(true) },
};

export const REPORT_REQUEST = {
  type: "object",
  additionalProperties: false,
  required: ["step", "status"],
  properties: {
    agent: sessionProperties.agent,
    history: { ...historySchema, type: "object", description: "The session's signed history. Give this, or `session` and `head` for a stored session." },
    session: { ...storedSessionSchema, type: "string", description: "A stored session's id, with `head`, instead of `history`." },
    head: headSchema,
    step: { type: "integer", minimum: 0, description: "The step the answer was recorded as." },
    status: { enum: ["ran", "failed", "outcome_unknown", "compensated"], description: "What became of the call." },
    result: { description: "The call's result: its fields' digests ground later calls (`result:<step>.<field>` origins)." },
  },
};

export const EXPORT_REQUEST = {
  type: "object",
  additionalProperties: false,
  required: ["session"],
  properties: { session: { ...storedSessionSchema, type: "string", description: "The stored session's id." } },
};

const answerSchema = {
  type: "object",
  required: ["decision", "reasons", "detail", "step", "session"],
  properties: {
    decision: { enum: ["allow", "confirm", "refuse"] },
    reasons: { type: "array", items: { type: "string" }, description: "Reason codes from the closed set (docs/reasons.md), or a rulebook rule's name." },
    detail: { type: "object", description: "`pointer`, `rule`, `flow`, `destinations`, `wording` (the question), `arguments`, `read`, `plugin`." },
    confirmation: { type: "string", description: "On confirm: the token that covers exactly this call once the person approves it." },
    step: { type: "integer" },
    session: { type: "string" },
    trace: { type: "array", items: { type: "object" } },
    history: { type: "object", description: "The history with this answer appended: send it with the next request (a carried history)." },
    shadow: { const: true, description: "Shadow mode: the call is let through (`allow`); `would` is the answer the service would have given, and the history records it." },
    would: { type: "object", required: ["decision", "reasons"], properties: { decision: { enum: ["allow", "confirm", "refuse"] }, reasons: { type: "array", items: { type: "string" } } }, description: "In shadow mode: the decision and reasons the service would have answered with." },
    head: { type: "object", description: "A stored session's new head: send it with `session` in the next request." },
  },
};

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          enum: ["unauthorized", "tenant_mismatch", "not_found", "method_not_allowed", "unsupported_media_type", "body_too_large", "body_not_json", "input_invalid", "history_invalid", "report_invalid", "grammar_unavailable", "plan_invalid", "store_busy", "internal"],
        },
        message: { type: "string" },
        problems: { type: "array", items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } } },
      },
    },
  },
};

const json = (ref: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } });
const errorResponse = (description: string) => ({ description, content: json("Error") });
const guarded = {
  "400": errorResponse("The body is not JSON (or not UTF-8, or cut off, or gives a key twice in one object), or does not fit the schema (`body_not_json`, `input_invalid`, …); `problems` lists every problem."),
  "401": errorResponse("No bearer token, or not a caller key of any tenant (`unauthorized`)."),
  "403": errorResponse("The history's session was opened with another tenant's key, or by no tenant of this service (`tenant_mismatch`)."),
  "413": errorResponse("The body is larger than the service takes (`body_too_large`)."),
  "415": errorResponse("The body is not `application/json` (`unsupported_media_type`)."),
  "500": errorResponse("An error the service did not expect (`internal`); the log has a line for it."),
  "503": errorResponse("A store is busy: another process held its lock past the store's wait, or wrote first (`store_busy`); nothing was recorded, send the request again (`Retry-After`). A check answers 200 `refuse` `check_failed` instead."),
};

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: "The check's request id, as `call.requestId` gives it (printable ASCII, 1 to 200 characters; a quoted string is read without its quotes). Given both, they must be the same.",
  schema: { type: "string", minLength: 1, maxLength: 202 },
};

export const OPENAPI = {
  openapi: "3.1.0",
  info: {
    title: "Toolgate",
    version: "0.1.0",
    description:
      "Checks every tool call an LLM agent proposes before it runs: allow, confirm (a person must approve it first) or refuse, with reasons from a closed set. The service is stateless between requests: each answer returns the session's signed history, and the caller sends it back with the next request. A service started with `--entries` can keep a session's entries instead (a stored session): the caller sends the session's id and the head the previous answer returned.",
  },
  servers: [{ url: "/" }],
  security: [{ bearer: [] }],
  paths: {
    "/v1/check": {
      post: {
        operationId: "check",
        summary: "Check one tool call",
        description: "Checks the call in the session the history describes and returns the answer with the history it was appended to.",
        parameters: [idempotencyKey],
        requestBody: { required: true, content: json("CheckRequest") },
        responses: { "200": { description: "The answer (a refusal is an answer, not an error).", content: json("Answer") }, ...guarded },
      },
    },
    "/v1/confirm": {
      post: {
        operationId: "confirm",
        summary: "Present an approved confirmation token",
        description: "The same call, presented with the token the person approved: `allow`, `confirmed` when the token covers exactly this call at this point of the history, otherwise the call is checked as if no token was given.",
        parameters: [idempotencyKey],
        requestBody: { required: true, content: json("ConfirmRequest") },
        responses: { "200": { description: "The answer.", content: json("Answer") }, ...guarded },
      },
    },
    "/v1/report": {
      post: {
        operationId: "report",
        summary: "Report what became of a call",
        description: "Records the outcome of the newest step (ran, failed, outcome_unknown, compensated) and, for a call that ran, counts it towards the tenant's limits, once per step. The outcome is signed into the returned history, so it cannot be edited; the same report sent again is recorded once.",
        requestBody: { required: true, content: json("ReportRequest") },
        responses: {
          "200": { description: "The history with the outcome recorded, or a stored session's id and new head.", content: { "application/json": { schema: { type: "object", properties: { history: { type: "object" }, session: { type: "string" }, head: { type: "object" } } } } } },
          "409": errorResponse("The history does not verify (`history_invalid`): edited, rolled back, or another key's."),
          ...guarded,
        },
      },
    },
    "/v1/export": {
      post: {
        operationId: "export",
        summary: "Export a stored session's history",
        description: "The stored session's signed history, every entry with its link and signatures, as a carried history is: it verifies offline with the service's public key (`toolgate verify`).",
        requestBody: { required: true, content: json("ExportRequest") },
        responses: {
          "200": { description: "The history.", content: { "application/json": { schema: { type: "object", required: ["history"], properties: { history: { type: "object" } } } } } },
          "409": errorResponse("The stored session does not verify (`history_invalid`)."),
          ...guarded,
        },
      },
    },
    "/openapi.json": {
      get: { operationId: "openapi", summary: "This document", security: [], responses: { "200": { description: "The OpenAPI document.", content: { "application/json": { schema: { type: "object" } } } } } },
    },
    "/healthz": {
      get: { operationId: "health", summary: "The process answers", security: [], responses: { "200": { description: "Alive.", content: { "application/json": { schema: { type: "object", properties: { status: { const: "ok" } } } } } } } },
    },
    "/metrics": {
      get: {
        operationId: "metrics",
        summary: "Counters and latency histograms",
        description: "Answers by decision (and whether shadow mode let the call through), reasons, requests by route and status, and request latency, in the Prometheus text exposition format.",
        security: [],
        responses: { "200": { description: "The metrics of this process since it started.", content: { "text/plain": { schema: { type: "string" } } } } },
      },
    },
    "/readyz": {
      get: {
        operationId: "ready",
        summary: "The service can answer checks",
        description: "Ready when the catalogue is compiled and every store (head, usage) answers.",
        security: [],
        responses: {
          "200": { description: "Ready.", content: { "application/json": { schema: { type: "object", properties: { status: { const: "ready" }, stores: { type: "object" } } } } } },
          "503": { description: "Not ready: a store does not answer.", content: { "application/json": { schema: { type: "object", properties: { status: { const: "not_ready" }, stores: { type: "object" } } } } } },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The caller token the service was started with (TOOLGATE_TOKEN or --token-file)." } },
    schemas: { CheckRequest: CHECK_REQUEST, ConfirmRequest: CONFIRM_REQUEST, ReportRequest: REPORT_REQUEST, ExportRequest: EXPORT_REQUEST, Answer: answerSchema, Error: errorSchema },
  },
} as const;
