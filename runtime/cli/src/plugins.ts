// The plugin packages a command line names: the settings file's `plugins:` and each `--plugin`,
// imported from where the command runs, each giving its `plugin` export. A package that cannot
// be found, or that exports no plugin, stops the command: a check asked for never silently off.
import { createRequire } from "node:module";
import { isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ToolgatePlugin } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { readSettingsFile } from "@toolgate/core";
import type { OptionSpec, Values } from "./command.js";

export const PLUGIN_OPTION: Record<string, OptionSpec> = {
  plugin: { type: "string", value: "PKG", multiple: true, description: "a check plugin package to load (its `plugin` export); also `plugins:` in the settings file" },
};

/** The plugins the settings file and `--plugin` name, loaded. */
export async function pluginsFrom(values: Values): Promise<ToolgatePlugin[]> {
  const names: string[] = [];
  if (typeof values.settings === "string") names.push(...(readSettingsFile(values.settings).plugins ?? []));
  const given = values.plugin;
  if (Array.isArray(given)) names.push(...given.map(String));
  else if (typeof given === "string") names.push(given);
  const out: ToolgatePlugin[] = [];
  for (const name of [...new Set(names)]) out.push(await loadPlugin(name));
  return out;
}

export async function loadPlugin(name: string): Promise<ToolgatePlugin> {
  const local = name.startsWith(".") || isAbsolute(name);
  let url: string;
  try {
    url = local ? pathToFileURL(resolve(name)).href : pathToFileURL(createRequire(join(process.cwd(), "package.json")).resolve(name)).href;
  } catch {
    // Not installed beside the command: as the engine itself would import it.
    url = name;
  }
  let mod: { plugin?: ToolgatePlugin; default?: ToolgatePlugin };
  try {
    mod = (await import(url)) as typeof mod;
  } catch (e) {
    throw new ToolgateError("plugin_invalid", `cannot load plugin \`${name}\`: ${(e as Error).message.split("\n")[0]}`, { path: "plugins" });
  }
  const plugin = mod.plugin ?? mod.default;
  if (!plugin || typeof plugin !== "object" || typeof plugin.name !== "string" || !plugin.module) {
    throw new ToolgateError("plugin_invalid", `\`${name}\` exports no Toolgate plugin (a \`plugin\` with name, module and entries)`, { path: "plugins" });
  }
  return plugin;
}
