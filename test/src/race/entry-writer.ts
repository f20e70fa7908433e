// One of the processes of race-entry-writes.test.ts: it writes COUNT entries, steps 0 to COUNT - 1,
// of its own session into the shared SQLite entry file, as fast as it can, and prints how many
// writes threw and the first error. The entries' content does not matter to the store's locking,
// so each is the smallest object the store writes.
//   node entry-writer.js FILE SESSION COUNT
import type { HistoryEntry } from "@toolgate/core";
import { SqliteEntryStore } from "@toolgate/store-sqlite";

const [file, session, count] = process.argv.slice(2);
const store = new SqliteEntryStore(file!);
let failed = 0;
let first: string | null = null;
for (let step = 0; step < Number(count); step++) {
  try {
    store.put(session!, { step, link: `l${step}` } as unknown as HistoryEntry, null);
  } catch (e) {
    failed++;
    first ??= (e as Error).message;
  }
}
store.close();
process.stdout.write(`${JSON.stringify({ failed, first })}\n`);
