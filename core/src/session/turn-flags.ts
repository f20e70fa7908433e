// Whether any of a session's turns points at links, hands a choice to a text, has the agent copy
// values from one, or speaks of a changed account or sum: worked out when a check first asks,
// not when the turn is read. Each is a search of the whole turn for its cues' words and then its
// patterns (some 4% of a Portuguese read together); a session reads every turn, while only a call
// whose origins are worked out from an outside result asks, and most turns are never asked of.
import type { Grammar } from "@toolgate/grammar-kit";
import { deferredModule } from "../load/deferred-module.js";
import { changeCuesLoaded, changesSpokenOf } from "./instructions.js";
import { turnCuesIn } from "./turn-cues.js";

/** The cues of a turn that hands a choice to a text. */
const delegation = deferredModule<typeof import("./delegation.js")>(new URL("./delegation.js", import.meta.url));
/** The cues of a turn that has the agent copy values from a text. */
const copiedFromText = deferredModule<typeof import("./copied-from-text-cues.js")>(new URL("./copied-from-text-cues.js", import.meta.url));

/** A turn as its flags are read from it: its text, the grammars that read it, and the changes it speaks of once read (both change flags come from one search). */
interface FlaggedTurn {
  readonly text: string;
  readonly readers: readonly Grammar[];
  changes?: ReturnType<typeof changesSpokenOf>;
}

/** What each flag asks of one turn. */
const ASKS = {
  linksPointed: (t: FlaggedTurn) => turnCuesIn(t.text, t.readers).has("links"),
  delegated: (t: FlaggedTurn) => delegation().delegationCue(t.text) !== undefined,
  copied: (t: FlaggedTurn) => copiedFromText().copiedFromTextCue(t.text) !== undefined,
  changeTyped: (t: FlaggedTurn) => (t.changes ??= changesSpokenOf(t.text)).place,
  sumChangeTyped: (t: FlaggedTurn) => (t.changes ??= changesSpokenOf(t.text)).sum,
} as const;

export type TurnFlag = keyof typeof ASKS;

/**
 * The flags of the turns added so far, each true once one turn holds its cue. A flag asked reads
 * only the turns added since it was last asked, and none once it is true: each turn is read at
 * most once per flag, as reading every turn as it came did, and the answer is that one's.
 */
export class TurnFlags {
  private readonly turns: FlaggedTurn[] = [];
  /** For each flag: whether a turn read holds it, and how many turns it has read. */
  private readonly known = new Map<TurnFlag, { held: boolean; read: number }>();

  add(text: string, readers: readonly Grammar[]): void {
    // The searches wait for a check's question, but their readers load now: one that cannot load
    // holds this turn unread and every later call refused, as when the turn was searched as read.
    delegation();
    copiedFromText();
    changeCuesLoaded();
    this.turns.push({ text, readers });
  }

  has(flag: TurnFlag): boolean {
    const k = this.known.get(flag) ?? { held: false, read: 0 };
    this.known.set(flag, k);
    // A turn counts as read only once its search returned: one that threw is searched again at the
    // next ask (and throws again), never passed over as not holding the cue.
    while (!k.held && k.read < this.turns.length) {
      k.held = ASKS[flag](this.turns[k.read]!);
      k.read++;
    }
    return k.held;
  }
}
