// Signed tokens: a confirmation covers exactly one call at one point of one session's history;
// a plan token covers an approved sequence of calls. Both are `tg1.<payload>.<signature>`.
import { canonical } from "./crypto/digest.js";
import { fromBase64Url, toBase64Url, type Signer } from "./crypto/ed25519.js";

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

/** Reads a token and checks its signature; undefined with the reason when it is not one of ours. */
export function openToken(signer: Signer, token: unknown): { payload: Payload } | { problem: string } {
  if (typeof token !== "string") return { problem: "not a token" };
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX) return { problem: "not a token" };
  let ok = false;
  try {
    ok = signer.verify(Buffer.from(`${PREFIX}.${parts[1]}`), fromBase64Url(parts[2]!));
  } catch {
    ok = false;
  }
  if (!ok) return { problem: "its signature does not verify" };
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as Payload;
    if (payload.t !== "confirm" && payload.t !== "plan") return { problem: "not a token" };
    return { payload };
  } catch {
    return { problem: "not a token" };
  }
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
