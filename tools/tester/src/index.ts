// The public face of @toolgate/tester.
export * from "./testing.js";
export * from "./docs/generate.js";
export * from "./hunt/index.js";
export * from "./hunt/format.js";
