// Structured logs: one JSON line per event, passed through the sanitizer so that nothing it
// would redact reaches the log, whatever a field holds.
import { Sanitizer } from "@toolgate/core";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

export function jsonLogger(write: (line: string) => void, sanitizer: Sanitizer = new Sanitizer(), now: () => number = Date.now): Logger {
  return (level, msg, fields = {}) => {
    const line = JSON.stringify({ t: new Date(now()).toISOString(), level, msg, ...sanitizer.value(fields) });
    write(sanitizer.text(line));
  };
}
