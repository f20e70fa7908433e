// One of a thing, where the schema allows no fewer (`quantity` with `minimum: 1`): what a call
// takes when nothing says more ("order Cascadia for my friend" orders one). An outside text that
// happens to write that number ("a game for 1-4 players") gave the call nothing: the value is the
// model's choice, asked about as any other, and carries no mark. A least of 0 is not such a
// default: `bags: 0` drops what the person may have asked for, and a text that says so led it.
import type { CompiledTool } from "../catalogue/catalogue.js";

/** Whether a value is 1 and the `minimum` its integer argument's schema declares. */
export function leastAllowed(tool: CompiledTool | undefined, name: string, value: unknown): boolean {
  if (value !== 1) return false;
  const props = (tool?.spec.arguments as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!props || !Object.hasOwn(props, name)) return false;
  const p = props[name] as { type?: unknown; minimum?: unknown } | null;
  return typeof p === "object" && p !== null && p.type === "integer" && p.minimum === value;
}
