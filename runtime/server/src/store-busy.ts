// A store that could not take a write because another process held its lock past the wait the
// store allows (SQLite's busy_timeout): nothing was recorded, and the same request may be sent
// again once the lock is free. Told apart from other errors so each surface answers it with a
// closed code instead of an internal error.

/** SQLite's primary result codes for a lock held elsewhere; extended codes (`SQLITE_BUSY_SNAPSHOT`, …) start with them. */
const BUSY = /^SQLITE_(?:BUSY|LOCKED)(?:_[A-Z]+)?$/;

/** Whether `e` is a store's refusal to write while another process holds its lock. */
export function storeBusy(e: unknown): boolean {
  const code = typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === "string" && BUSY.test(code);
}

/** What a caller is told when the store was busy: nothing was recorded, and it may send the request again. */
export const STORE_BUSY_MESSAGE = "the session store is busy (another process holds its write lock): nothing was recorded; send the request again";
