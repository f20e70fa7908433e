// The public face of @toolgate/core.
export * from "./grammar/port.js";
export * from "./values.js";
