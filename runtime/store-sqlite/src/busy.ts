// A SQLite store that could not take a write (or a read) because another process held the file's
// lock past the wait the store allows (busy_timeout): nothing was recorded, and the same request may
// be sent again once the lock is free. Told apart from other errors so each surface answers it with
// a closed code instead of an internal error.

/** SQLite's result codes for a lock held elsewhere; the extended ones (`SQLITE_BUSY_SNAPSHOT`, …) start with them. */
const BUSY = /^SQLITE_(?:BUSY|LOCKED)(?:_[A-Z]+)?$/;

/** Whether `e` is a SQLite store's refusal while another process holds its lock. */
export function storeBusy(e: unknown): boolean {
  const code = typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === "string" && BUSY.test(code);
}
