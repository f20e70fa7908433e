// `@toolgate/gateway`: the MCP gateway, its own package so that the engine does not
// depend on the MCP SDK.
export * from "./gateway.js";
export * from "./http.js";
export * from "./pins.js";
export * from "./overrides.js";
export * from "./catalogue.js";
