// Callers of the HTTP service (and the gateway's HTTP endpoint) present a bearer token. It
// comes from a file or an environment variable, is compared in constant time, and is never
// logged or echoed.
import { createHash, timingSafeEqual } from "node:crypto";
import { ToolgateError, readNamedFile } from "@toolgate/core";

/** The environment variable the caller token is read from by default. */
export const TOKEN_ENV = "TOOLGATE_TOKEN";
const MIN_TOKEN_LENGTH = 16;

/** The caller token: from `file` if given, else from the environment variable. */
export function loadCallerToken(options: { file?: string; env: NodeJS.ProcessEnv; envName?: string }): string {
  const envName = options.envName ?? TOKEN_ENV;
  let token: string | undefined;
  let from: string;
  if (options.file !== undefined) {
    from = options.file;
    try {
      token = readNamedFile(options.file, 64 * 1024).trim();
    } catch (e) {
      throw new ToolgateError("input_invalid", `cannot read the caller token file: ${(e as Error).message}`, { file: options.file });
    }
  } else {
    from = `$${envName}`;
    token = options.env[envName]?.trim();
    if (!token) throw new ToolgateError("input_invalid", `no caller token: set ${envName} or pass --token-file FILE`, { path: envName });
  }
  if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new ToolgateError("input_invalid", `the caller token in ${from} must be at least ${MIN_TOKEN_LENGTH} characters with no spaces`, { path: envName });
  }
  return token;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Whether an Authorization header carries this bearer token (constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (typeof header !== "string") return false;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return false;
  return timingSafeEqual(digest(m[1]!), digest(token));
}
