// A send said in words no act verb names (`e dê-lhe um toque no 933…`, `e ponha no #portaria`, `bota
// no canal`) still starts a clause of its own after a clause of another act (`marque na agenda
// 'mudança Marcos'`): the values before it (the event's title) are that act's, not the message's.
// The sending acts were read by their phrases (acts.ts); here the first of them to open a clause
// after the turn's act verbs becomes a `send` clause act.
import type { ClauseAct, SendingAct } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** The act key of a send, as act-words.ts keys `enviar` and `mandar`. */
const SEND = "send";
/** Words that join a clause to the one before: `e`, `depois`, `então`, as folded. */
const JOINS: ReadonlySet<string> = new Set(["e", "depois", "entao", "tambem"]);

/** Whether the token at `i` opens a clause: after punctuation or a joining word. */
function opensClause(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  return before !== undefined && (before.breakAfter || JOINS.has(before.fold));
}

/**
 * The clause acts with a send added where the turn asks one (not negated, no bare go-ahead) that
 * opens a clause after the last act verb, and no act verb said it: else `acts` as they were. One
 * pass over the tokens after the last act.
 */
export function withSendsStartingClauses(tokens: readonly Token[], acts: readonly ClauseAct[], sending: readonly SendingAct[]): readonly ClauseAct[] {
  if (acts.length === 0 || acts.some((a) => a.act === SEND)) return acts;
  const asked = sending.find((s) => !s.negated && s.consent !== true);
  if (asked === undefined) return acts;
  const first = asked.text.split(/\s+/)[0];
  const after = acts[acts.length - 1]!.start;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.start <= after || t.text !== first) continue;
    return opensClause(tokens, i) ? [...acts, { start: t.start, act: SEND }] : acts;
  }
  return acts;
}
