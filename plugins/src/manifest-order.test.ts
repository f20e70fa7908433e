// The built-in checks' order written ahead: the file is what the generator writes from
// manifest.yaml, and the plugin hands over the same order the file gives.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { loadManifest, parseYaml } from "@toolgate/core";
import { builtinManifest } from "./manifest-order.js";
import { MANIFEST_FILE, MANIFEST_ORDER_FILE, manifestOrderSource } from "./manifest-source.js";
import { manifestPath, plugin } from "./index.js";

describe("the built-in checks' order written ahead", () => {
  it("is what the generator writes from manifest.yaml", () => {
    expect(readFileSync(MANIFEST_ORDER_FILE, "utf8"), "run `node plugins/dist/manifest-source.js --write`").to.equal(manifestOrderSource());
  });

  it("holds manifest.yaml's data, and the plugin places its checks as manifest.yaml does", () => {
    expect(parseYaml(readFileSync(MANIFEST_FILE, "utf8"), MANIFEST_FILE, "manifest_invalid").data).to.deep.equal(builtinManifest);
    expect(MANIFEST_FILE).to.equal(manifestPath);
    expect(plugin.manifest).to.equal(builtinManifest);
    expect(loadManifest(builtinManifest)).to.deep.equal(loadManifest(manifestPath));
  });
});
