// Reads a file a person or a deployment names (a catalogue, a rulebook, keys, a history, a token):
// only a regular file, and only up to a size, so a name that leads to /dev/zero, a FIFO no one
// writes to, or a file of gigabytes is refused at once instead of reading for ever.
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { strictUtf8 } from "./utf8.js";

/** The most bytes a named file may hold: far over any catalogue, rulebook or history we write. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Why a named file was not read; `code` is Node's when the system refused it. */
export class FileRefused extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The text of a regular file, which must be UTF-8, at most `limit` bytes. Opened without blocking, so a
 * FIFO is seen for what it is before anything waits on it; the size is read from the open file,
 * and the read stops past the limit if the file grows meanwhile. What fails is a `FileRefused`
 * whose `code` is the system's (`ENOENT`, `EACCES`, …) or `ENOTREG` / `EFBIG` / `EILSEQ` of its own.
 */
export function readNamedFile(file: string, limit = MAX_FILE_BYTES): string {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileRefused(code ?? String((e as Error).message), code);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new FileRefused(`ENOTREG (${stat.isDirectory() ? "a directory" : "not a regular file: a device, a pipe or a socket"})`, "ENOTREG");
    if (stat.size > limit) throw new FileRefused(`EFBIG (${stat.size} bytes; at most ${limit} are read)`, "EFBIG");
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(stat.size - size, 0) + 1, 1 << 20, limit - size + 1));
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        throw new FileRefused(code ?? String((e as Error).message), code);
      }
      if (n === 0) break;
      size += n;
      if (size > limit) throw new FileRefused(`EFBIG (over ${limit} bytes; at most ${limit} are read)`, "EFBIG");
      chunks.push(chunk.subarray(0, n));
    }
    try {
      return strictUtf8(Buffer.concat(chunks, size));
    } catch {
      throw new FileRefused("EILSEQ (not UTF-8)", "EILSEQ");
    }
  } finally {
    closeSync(fd);
  }
}
