// The hunter's public face: `hunt()`, its findings and codes.
export { hunt, type HuntOptions, type HuntReport } from "./hunt.js";
export { HUNT_CODES, huntCode, type HuntCode, type Severity } from "./codes.js";
export type { Finding, Counterexample, Claim } from "./finding.js";
