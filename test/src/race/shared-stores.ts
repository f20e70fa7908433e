// This process and two child processes sharing one SQLite head file and one SQLite entry file in
// a fresh directory, made before a suite's tests and removed after them: the setup of the race
// tests on stored sessions.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, keyPairFromSeed } from "@toolgate/core";
import { SqliteEntryStore, SqliteHeadStore } from "@toolgate/store-sqlite";
import { catalogue } from "../fixtures.js";
import { Child } from "./child-process.js";

export interface SharedStores {
  /** A client of this process on the shared stores, with the children's keys. */
  client: Client;
  /** The two child processes, started. */
  children: Child[];
}

/** Registers the suite's `before` and `after`; the object is filled in once `before` ran. */
export function sharedStores(prefix: string): SharedStores {
  const shared = {} as SharedStores;
  let dir: string;
  let heads: SqliteHeadStore | undefined;
  let entries: SqliteEntryStore | undefined;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    const headsFile = join(dir, "heads.db");
    const entriesFile = join(dir, "entries.db");
    const seed = randomBytes(32).toString("hex");
    heads = new SqliteHeadStore(headsFile);
    entries = new SqliteEntryStore(entriesFile);
    shared.client = await Client.create({ catalogue, keys: keyPairFromSeed(Buffer.from(seed, "hex")), heads, entries, log: () => {} });
    shared.children = [new Child(seed, headsFile, entriesFile), new Child(seed, headsFile, entriesFile)];
    await Promise.all(shared.children.map((c) => c.next("started")));
  });
  after(() => {
    for (const c of shared.children ?? []) c.stop();
    heads?.close();
    entries?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return shared;
}
