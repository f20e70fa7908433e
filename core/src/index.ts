// The public face of @toolgate/core, the engine: catalogue, history, tokens, the check interface,
// pipeline, rulebook, sessions and client. Grammars come from @toolgate/grammar-kit; the runtime
// (command line, service, gateway, executor, stores) from its own packages.
export * from "./session/values.js";
export * from "./errors.js";
export * from "./check/check.js";
export * from "./catalogue/catalogue.js";
export * from "./catalogue/catalogue-from-tools.js";
export * from "./guard/tool-guard.js";
export * from "./check/reasons.js";
export * from "./history/history.js";
export { chainLink } from "./history/history-link.js";
export { HistorySummary, type HistoryFacts, type RunRecord } from "./history/history-summary.js";
export * from "./crypto/tokens.js";
export * from "./rulebook/rulebook.js";
export * from "./crypto/licence.js";
export * from "./check/manifest.js";
export * from "./check/settings.js";
export * from "./check/kinds.js";
export * from "./session/usage.js";
export * from "./session/period.js";
export * from "./session/destinations.js";
export * from "./check/facts.js";
export { Session, type CheckAnswer, type CheckOptions, type SessionOptions } from "./session/session.js";
export { Client, type ClientOptions, type ToolgatePlugin } from "./client.js";
export { checksModule, resolveChecks, CHECK, type ChecksModule, type PluginModule } from "./di/container.js";
export { canonical, valueDigest, keyDigest, sha256 } from "./crypto/digest.js";
export { makeSigner, generateKeyPair, keyPairFromSeed, toBase64Url, fromBase64Url, type Signer, type KeyPair } from "./crypto/ed25519.js";
export type { TraceEntry } from "./check/pipeline.js";
export * from "./guard/sanitize.js";
export * from "./guard/cap.js";
export * from "./history/entries.js";
export * from "./session/readings.js";
export * from "./load/ajv.js";
export * from "./load/yaml-file.js";
export * from "./rulebook/order-words.js";
export * from "./rulebook/rulebook-compiled.js";
