// The hunter's public face: `hunt()`, its findings and codes, and the words of order rules.
export { hunt, type HuntOptions, type HuntReport } from "./hunt.js";
export { HUNT_CODES, huntCode, type HuntCode, type Severity } from "./codes.js";
export type { Finding, Counterexample, Claim } from "./finding.js";
export { orderWords } from "./order-words.js";
