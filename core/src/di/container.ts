// The composition root: the only place that knows inversify. Plugin packages hand over their
// checks as a ContainerModule made here; the engine reads them back with one `getAll`. inversify
// is imported when a client first resolves its checks, not when a plugin package is imported.
import type { ContainerModule } from "inversify";
import type { Check } from "../check/check.js";

export const CHECK = Symbol.for("toolgate.check");

/**
 * What a plugin hands over: a ContainerModule binding its checks, or a function making one,
 * called when a client resolves its checks (as `checksModule` gives it).
 */
export type PluginModule = ContainerModule | (() => ContainerModule | Promise<ContainerModule>);

/** A function making a ContainerModule that binds each check as a constant (checks are plain objects). */
export function checksModule(checks: readonly Check[]): () => Promise<ContainerModule> {
  return async () => {
    const { ContainerModule } = await import("inversify");
    return new ContainerModule(({ bind }) => {
      for (const check of checks) bind<Check>(CHECK).toConstantValue(check);
    });
  };
}

/** Every check the modules bind. Empty when none do: the manifest reconciliation catches that. */
export async function resolveChecks(modules: readonly PluginModule[]): Promise<Check[]> {
  await import("reflect-metadata");
  const { Container } = await import("inversify");
  const made = await Promise.all(modules.map((m) => (typeof m === "function" ? m() : m)));
  const container = new Container();
  container.load(...made);
  return container.isBound(CHECK) ? container.getAll<Check>(CHECK) : [];
}
