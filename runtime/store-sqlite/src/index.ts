// The public face of @toolgate/store-sqlite.
export * from "./native.js";
export * from "./sqlite-heads.js";
export * from "./sqlite-usage.js";
export * from "./sqlite-entries.js";
