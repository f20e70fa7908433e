// The composition root: the only place that knows inversify. Plugin packages hand over their
// checks as a ContainerModule made here; the engine reads them back with one `getAll`.
import "reflect-metadata";
import { Container, ContainerModule } from "inversify";
import type { Check } from "../check.js";

export const CHECK = Symbol.for("toolgate.check");

/** A ContainerModule binding each check as a constant (checks are plain objects). */
export function checksModule(checks: readonly Check[]): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const check of checks) bind<Check>(CHECK).toConstantValue(check);
  });
}

/** Every check the modules bind. Empty when none do: the manifest reconciliation catches that. */
export function resolveChecks(modules: readonly ContainerModule[]): Check[] {
  const container = new Container();
  container.load(...modules);
  return container.isBound(CHECK) ? container.getAll<Check>(CHECK) : [];
}

export { ContainerModule };
