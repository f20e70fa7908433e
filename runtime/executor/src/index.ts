// The public face of @toolgate/executor.
export * from "./execute.js";
export * from "./audit.js";
