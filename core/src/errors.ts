// The one error type of Toolgate: a closed set of snake_case codes, and the place (file,
// line, path, field) that the problem was found at. Verdicts are data; this is the other channel.

export const ERROR_CODES = [
  "catalogue_invalid",
  "rulebook_invalid",
  "settings_invalid",
  "manifest_invalid",
  "unknown_check",
  "licence_invalid",
  "keys_invalid",
  "history_malformed",
  "report_invalid",
  "grammar_unavailable",
  "plugin_invalid",
  "plan_invalid",
  "input_invalid",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Where a problem is: any of a file, a line in it, a JSON pointer or dotted path, a field. */
export interface ErrorPlace {
  file?: string;
  line?: number;
  path?: string;
}

export class ToolgateError extends Error {
  readonly code: ErrorCode;
  readonly place: ErrorPlace;
  /** Every problem found, when a loader reports more than one at once. */
  readonly problems: ReadonlyArray<{ message: string; place: ErrorPlace }>;

  constructor(code: ErrorCode, message: string, place: ErrorPlace = {}, problems?: Array<{ message: string; place: ErrorPlace }>) {
    super(`${code}: ${formatPlace(place)}${message}`);
    this.name = "ToolgateError";
    this.code = code;
    this.place = place;
    this.problems = problems ?? [{ message, place }];
  }
}

/** `file:line path: ` in front of a message, with the parts that are known. */
export function formatPlace(place: ErrorPlace): string {
  const where = [place.file && (place.line ? `${place.file}:${place.line}` : place.file), place.path]
    .filter(Boolean)
    .join(" ");
  return where ? `${where}: ` : "";
}
