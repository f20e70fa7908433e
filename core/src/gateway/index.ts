// `@toolgate/core/gateway`: the MCP gateway, kept out of the main entry point so that the
// engine does not load the MCP SDK.
export * from "./gateway.js";
export * from "./http.js";
export * from "./pins.js";
export * from "./overrides.js";
export * from "./catalogue.js";
