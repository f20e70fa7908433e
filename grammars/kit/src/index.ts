// The public face of @toolgate/grammar-kit.
export * from "./port.js";
export * from "./addresses.js";
export * from "./trim.js";
export * from "./wording.js";
export * from "./detect.js";
export * from "./define.js";
export * from "./dates.js";
export * from "./reading.js";
export * from "./scanning.js";
export * from "./clauses.js";
export * from "./tool-kind-reader.js";
export * from "./mixed.js";
export * from "./word-table.js";
export * from "./turn-words.js";
export * from "./labels.js";
export * from "./only.js";
export * from "./days-of-each.js";
