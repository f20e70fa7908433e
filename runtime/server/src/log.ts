// Structured logs: one JSON line per event, passed through the sanitizer so that nothing it
// would redact reaches the log, whatever a field holds.
import { Sanitizer } from "@toolgate/core";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

/**
 * The default sanitizer of log lines, keeping what it made of short texts: most of a request's
 * fields repeat from line to line (the method, the path, the tenant, the tool, the decision, the
 * session), and every detector read each of them on every line. A text's sanitized form depends
 * on the text alone, so a kept one is the one it would make again. Bounded by count and length.
 */
export class LogSanitizer extends Sanitizer {
  static readonly KEEP = 2048;
  static readonly LONGEST = 256;
  private readonly kept = new Map<string, string>();

  override text(text: string, counts?: Record<string, number>): string {
    if (counts !== undefined || text.length > LogSanitizer.LONGEST) return super.text(text, counts);
    const found = this.kept.get(text);
    if (found !== undefined) return found;
    const made = super.text(text);
    if (this.kept.size >= LogSanitizer.KEEP) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(text, made);
    return made;
  }
}

export function jsonLogger(write: (line: string) => void, sanitizer: Sanitizer = new LogSanitizer(), now: () => number = Date.now): Logger {
  return (level, msg, fields = {}) => {
    const line = JSON.stringify({ t: new Date(now()).toISOString(), level, msg, ...sanitizer.value(fields) });
    write(sanitizer.text(line));
  };
}
