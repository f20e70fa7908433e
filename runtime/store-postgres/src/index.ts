// The public face of @toolgate/store-postgres.
export * from "./pg.js";
export * from "./pg-heads.js";
export * from "./pg-usage.js";
export * from "./pg-audit.js";
export * from "./pg-entries.js";
export * from "./pg-pins.js";
