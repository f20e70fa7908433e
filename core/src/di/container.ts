// The composition root: the only place that knows inversify. Plugin packages hand over their
// checks as a list (`checksModule`) or as a ContainerModule of their own; the engine reads them
// back in the order the modules give them. inversify is imported only when a plugin hands over a
// ContainerModule of its own: a list of checks is read as it is.
import type { ContainerModule } from "inversify";
import type { Check } from "../check/check.js";

export const CHECK = Symbol.for("toolgate.check");

/** A function making a ContainerModule, carrying the checks it binds (as `checksModule` gives it). */
export type ChecksModule = (() => Promise<ContainerModule>) & { readonly checks: readonly Check[] };

/**
 * What a plugin hands over: a list of checks made by `checksModule`, a ContainerModule binding
 * its checks, or a function making one, called when a client resolves its checks.
 */
export type PluginModule = ChecksModule | ContainerModule | (() => ContainerModule | Promise<ContainerModule>);

/**
 * The checks a plugin hands over. Read as a list where every plugin gives one; the function
 * still makes a ContainerModule binding each check as a constant (checks are plain objects) for
 * a client that resolves them with plugins giving ContainerModules of their own.
 */
export function checksModule(checks: readonly Check[]): ChecksModule {
  const list = [...checks];
  const make = async () => {
    const { ContainerModule } = await import("inversify");
    return new ContainerModule(({ bind }) => {
      for (const check of list) bind<Check>(CHECK).toConstantValue(check);
    });
  };
  return Object.assign(make, { checks: list });
}

function listed(m: PluginModule): m is ChecksModule {
  return typeof m === "function" && Array.isArray((m as Partial<ChecksModule>).checks);
}

/**
 * Every check the modules bind, in the modules' order. Empty when none do: the manifest
 * reconciliation catches that. Where every module is a list, the lists are joined as inversify's
 * `getAll` would give them (each module's bindings in order, module after module), without
 * loading it; a ContainerModule anywhere resolves them all through one container.
 */
export async function resolveChecks(modules: readonly PluginModule[]): Promise<Check[]> {
  if (modules.every(listed)) return modules.flatMap((m) => [...m.checks]);
  await import("reflect-metadata");
  const { Container } = await import("inversify");
  const made = await Promise.all(modules.map((m) => (typeof m === "function" ? m() : m)));
  const container = new Container();
  container.load(...made);
  return container.isBound(CHECK) ? container.getAll<Check>(CHECK) : [];
}
