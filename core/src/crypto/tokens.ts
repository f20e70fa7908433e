// Signed tokens: a confirmation covers exactly one call at one point of one session's history;
// a plan token covers an approved sequence of calls. Both are `tg1.<payload>.<signature>`, in
// canonical base64url only, so one approval has one text; what identifies it is its payload.
import { createHash } from "node:crypto";
import { decodeBase64Url } from "./base64url.js";
import { canonical } from "./digest.js";
import { toBase64Url, type Signer } from "./ed25519.js";

const PREFIX = "tg1";

export interface ConfirmationPayload {
  t: "confirm";
  tool: string;
  digest: string;
  session: string;
  /** The head link after the confirm entry: the point of the history the token covers. */
  point: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  /** The reasons the person was asked about. */
  reasons: string[];
}

export interface PlanPayload {
  t: "plan";
  session: string;
  steps: Array<{ tool: string; digest: string }>;
  exp: number;
  /** A unique id, so two approvals of the same steps are two plans. */
  id: string;
}

type Payload = ConfirmationPayload | PlanPayload;

export function signToken(signer: Signer, payload: Payload): string {
  const body = Buffer.from(canonical(payload)).toString("base64url");
  return `${PREFIX}.${body}.${toBase64Url(signer.sign(Buffer.from(`${PREFIX}.${body}`)))}`;
}

/** The longest token text read: a plan of many steps fits; a megabyte of junk is not decoded. */
const MAX_TOKEN_CHARS = 64 * 1024;

/**
 * A token's parts: `tg1.` and two more; `undefined` for any other shape. A part that is not
 * canonical base64url (or a signature not 64 bytes) is `bad`: such a text was never signed.
 */
function tokenParts(token: unknown): { body: string; payload: Uint8Array; signature: Uint8Array } | "bad" | undefined {
  if (typeof token !== "string" || token.length > MAX_TOKEN_CHARS) return undefined;
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX) return undefined;
  const payload = decodeBase64Url(parts[1]);
  const signature = decodeBase64Url(parts[2]);
  if (!payload || payload.length === 0 || !signature || signature.length !== 64) return "bad";
  return { body: parts[1]!, payload, signature };
}

/** Reads a token and checks its signature; undefined with the reason when it is not one of ours. */
export function openToken(signer: Signer, token: unknown): { payload: Payload } | { problem: string } {
  const parts = tokenParts(token);
  if (!parts) return { problem: "not a token" };
  if (parts === "bad") return { problem: "its signature does not verify" };
  let ok = false;
  try {
    ok = signer.verify(Buffer.from(`${PREFIX}.${parts.body}`), parts.signature);
  } catch {
    ok = false;
  }
  if (!ok) return { problem: "its signature does not verify" };
  try {
    const payload = JSON.parse(Buffer.from(parts.payload).toString("utf8")) as Payload;
    if (typeof payload !== "object" || payload === null || (payload.t !== "confirm" && payload.t !== "plan")) return { problem: "not a token" };
    return { payload };
  } catch {
    return { problem: "not a token" };
  }
}

/**
 * The id of the approval a token carries, for a token whose signature verifies: a digest of its
 * signed payload, never of its text, so no other spelling of the token (nor another signature
 * over the same payload) names another approval. Undefined for anything else.
 */
export function tokenId(signer: Signer, token: unknown): { id: string; payload: Payload } | undefined {
  const opened = openToken(signer, token);
  if ("problem" in opened) return undefined;
  const body = (tokenParts(token) as { payload: Uint8Array }).payload;
  return { id: `t_${createHash("sha256").update("tg1/approval|").update(body).digest("base64url").slice(0, 32)}`, payload: opened.payload };
}

export type TokenCover = { covers: true; reasons: string[] } | { covers: false; why: string };

/** Whether a confirmation token covers exactly this call, in this session, at this point, now. */
export function confirmationCovers(
  signer: Signer,
  token: unknown,
  call: { tool: string; digest: string; session: string; head: string; now: number },
): TokenCover {
  const opened = openToken(signer, token);
  if ("problem" in opened) return { covers: false, why: opened.problem };
  const p = opened.payload;
  if (p.t !== "confirm") return { covers: false, why: "not a confirmation token" };
  if (p.session !== call.session) return { covers: false, why: "it was given in another session" };
  if (p.tool !== call.tool) return { covers: false, why: `it covers \`${p.tool}\`, not \`${call.tool}\`` };
  if (p.digest !== call.digest) return { covers: false, why: "the arguments changed" };
  if (p.point !== call.head) return { covers: false, why: "the history moved on since it was given" };
  if (call.now > p.exp) return { covers: false, why: "it expired" };
  return { covers: true, reasons: p.reasons };
}
