// The HTTP service's checks per second on loopback, with autocannon, when `toolgate serve` exists.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { skipped, type Figure } from "./measure.js";

const serverDir = fileURLToPath(new URL("../../../core/dist/server/", import.meta.url));

export async function httpFigure(quick: boolean): Promise<Figure> {
  void quick;
  if (!existsSync(serverDir)) return skipped("http.checks", "HTTP service, checks per second (loopback)", "http", "`toolgate serve` is not built in this tree (core/src/server/ is absent)");
  return skipped("http.checks", "HTTP service, checks per second (loopback)", "http", "`toolgate serve` found but not measured");
}
