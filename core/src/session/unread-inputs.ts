// What a session was given and could not read: a turn whose reading threw (a reader's module that
// failed to load), or a step's result that could not be read or recorded (its reading threw, or it
// is not JSON data: a cycle, a BigInt, nesting an outside text can make deeper than the cap). The
// session then holds less than the agent saw — an instruction in that result, a correction in that
// turn — so its later checks refuse `check_failed`, as a check that throws does: the gate fails
// closed. A step's entry leaves once that step's outcome is recorded (a report sent again as data).
import { ToolgateError } from "../errors.js";
import type { TurnReading } from "@toolgate/grammar-kit";
import type { PipelineResult } from "../check/pipeline.js";

/** The most characters of a thrown error kept in the refusal's detail. */
const ERROR_TEXT_LIMIT = 200;

/** A turn whose reading failed: nothing in it was read, and the reading says why. */
function unreadTurn(note: string): TurnReading {
  return Object.freeze({ language: "und", read: false, note, sending: Object.freeze([]), destinations: Object.freeze([]), values: Object.freeze([]) }) as unknown as TurnReading;
}

/** A thrown value as one short line; never throws itself (a thrown object may have a throwing getter). */
function errorLine(e: unknown): string {
  let text: string;
  try {
    text = e instanceof Error ? String(e.message) : typeof e === "string" ? e : "a value that is not an error";
  } catch {
    text = "a value that cannot be read";
  }
  const line = text.split("\n")[0]!;
  return line.length > ERROR_TEXT_LIMIT ? `${line.slice(0, ERROR_TEXT_LIMIT)}…` : line;
}

export class UnreadInputs {
  /** Why each input went unread, by `<kind>:<n>` (a turn, a reply, a context) or `step:<n>`, in the order they failed. */
  private readonly unread = new Map<string, string>();
  /** How many turns, replies and contexts were given. */
  private given = 0;

  /** Reads a turn or a reply with `read`: a failure of the engine's own holds it unread and answers a reading that says so. */
  turn(kind: "turn" | "reply", read: () => TurnReading): TurnReading {
    return this.held(kind, read, unreadTurn);
  }

  /** Takes the run's context values with `take`: a failure of the engine's own holds them unread. */
  context(take: () => void): void {
    this.held("context", take, () => undefined);
  }

  /**
   * Runs `read` on an input of `kind`. A ToolgateError (bad input: a turn that is not text) is the
   * caller's and is thrown as it is; any other failure is the engine's: the input is held unread,
   * never thrown, and `instead` answers in its place.
   */
  private held<T>(kind: string, read: () => T, instead: (why: string) => T): T {
    const at = this.given++;
    try {
      return read();
    } catch (e) {
      if (e instanceof ToolgateError) throw e;
      const why = `the ${kind} given as input ${at} could not be read: ${errorLine(e)}`;
      this.unread.set(`${kind}:${at}`, why);
      return instead(why);
    }
  }

  /**
   * Reads a step's reported result with `read`. A result that is not JSON data is still the
   * caller's error (`report_invalid`, thrown); where the tool may read outside content (`outside`)
   * the step is held unread until it is reported as data, which must come before the next check,
   * since that check binds the step. A failure of the engine's own is held for any tool, and not
   * thrown: answered `undefined`.
   */
  result<T>(step: number, outside: boolean, read: () => T): T | undefined {
    try {
      return read();
    } catch (e) {
      const ours = !(e instanceof ToolgateError);
      if (ours || outside) this.unread.set(`step:${step}`, `the result of step ${step} could not be read: ${errorLine(e)}`);
      if (!ours) throw e;
      return undefined;
    }
  }

  /** The step's outcome was recorded: its result is read. */
  recorded(step: number): void {
    this.unread.delete(`step:${step}`);
  }

  /** The answer every check of the session gets while anything it was given is unread; undefined otherwise. */
  refusal(): PipelineResult | undefined {
    if (this.unread.size === 0) return undefined;
    return { decision: "refuse", reasons: ["check_failed"], detail: { unread_inputs: [...this.unread.values()] }, trace: [], decidedBy: undefined, reasonDetail: {} };
  }
}
