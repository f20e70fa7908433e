// A store that could not take a write (or a read) because another process held the lock it
// needed, past the wait the store allows, or because its write conflicted with another's: nothing
// was recorded, and the same request may be sent again. Told apart from other errors so each
// surface answers it with a closed code instead of an internal error. Here, with no store's module
// imported, so that every surface and store asks the one predicate and loads no native module.

/** SQLite's result codes for a lock held elsewhere; the extended ones (`SQLITE_BUSY_SNAPSHOT`, …) start with them. */
const SQLITE_BUSY = /^SQLITE_(?:BUSY|LOCKED)(?:_[A-Z]+)?$/;

/**
 * PostgreSQL's SQLSTATEs for the same: `55P03` lock_not_available (a `lock_timeout` passed or a
 * `NOWAIT` lock was taken), `40001` serialization_failure, `40P01` deadlock_detected. The server
 * rolled the statement's transaction back in each, and asks the client to try again.
 */
const POSTGRES_BUSY = new Set(["55P03", "40001", "40P01"]);

/** Whether `e` is a store's refusal while another process holds its lock or wrote first (SQLite or PostgreSQL). */
export function storeBusy(e: unknown): boolean {
  const code = typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === "string" && (SQLITE_BUSY.test(code) || POSTGRES_BUSY.has(code));
}
