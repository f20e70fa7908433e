// The public face of @toolgate/cli.
export * from "./main.js";
export * from "./open.js";
