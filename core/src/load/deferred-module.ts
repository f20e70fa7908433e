// A module of the engine's own loaded the first time it is used, not when the engine is imported
// (issue 16): the tables a turn or a reported result is read with cost a `toolgate check` with no
// turn nothing.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** Whether this Node reads an ES module with `require` (20.19 and later), as `process.features` says. */
const REQUIRE_MODULE = (process.features as { require_module?: boolean }).require_module === true;

/** Imports started where `require` cannot read an ES module: `Client.create` waits for them. */
const started: Promise<unknown>[] = [];

/**
 * An accessor of the module at `url` (an ES module of the engine), which loads it with `require`
 * the first time it is called: the accessor is synchronous, as the readers that call it are. Where
 * Node cannot require an ES module, the module is imported now instead, as a static import would,
 * and `deferredModulesLoaded` waits for it.
 */
export function deferredModule<T>(url: URL): () => T {
  let loaded: T | undefined;
  if (!REQUIRE_MODULE) started.push(import(url.href).then((m: T) => (loaded = m)));
  const path = fileURLToPath(url);
  return () => (loaded ??= require(path) as T);
}

/** Resolves once every deferred module whose import started (a Node without `require` of ES modules) has loaded. */
export async function deferredModulesLoaded(): Promise<void> {
  await Promise.all(started);
}
