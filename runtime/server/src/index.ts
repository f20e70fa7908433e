// The public face of @toolgate/server.
export * from "./server.js";
export * from "./openapi.js";
export * from "./auth.js";
export * from "./callers.js";
export * from "./log.js";
export * from "./log-batch.js";
export * from "./metrics.js";
export * from "./store-busy.js";
