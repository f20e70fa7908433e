// What every entry store must do with writes that come in any order (a stalled writer, a reader
// that took the step from the head first): a kept step is never taken back to an older outcome,
// a write of what is kept leaves it as it is, and a step past the next is refused.
import { expect } from "chai";
import type { EntryStore, HistoryEntry } from "@toolgate/core";

const at = (step: number, outcome: { status: string; sig: string } | null) => ({ step, link: `L${step}`, session: "s", outcome }) as unknown as HistoryEntry;

/** Runs the writes on `store` (its session `session` empty) and checks what it keeps after each. */
export async function entryWritesInAnyOrder(store: EntryStore, session: string): Promise<void> {
  const kept = async () => ((await store.entries(session)) as Array<HistoryEntry | null>).map((e) => (e ? [e.step, e.outcome?.sig ?? null] : null));
  const unknown = { status: "outcome_unknown", sig: "U" };
  const ran = { status: "ran", sig: "R" };
  await store.put(session, at(0, null), null);
  await store.put(session, at(0, null), null);
  expect(await kept(), "the same step written twice").to.deep.equal([[0, null]]);
  await store.put(session, at(0, unknown), null);
  expect(await kept(), "its outcome").to.deep.equal([[0, "U"]]);
  await store.put(session, at(0, null), null);
  expect(await kept(), "the step's first write, late").to.deep.equal([[0, "U"]]);
  await store.put(session, at(0, ran), "U");
  expect(await kept(), "an unknown outcome settled").to.deep.equal([[0, "R"]]);
  await store.put(session, at(0, unknown), null);
  await store.put(session, at(0, { status: "failed", sig: "F" }), "U");
  expect(await kept(), "older outcomes, late").to.deep.equal([[0, "R"]]);
  await store.put(session, at(1, null), null);
  let failed: unknown;
  await Promise.resolve()
    .then(() => store.put(session, at(3, null), null))
    .catch((e) => (failed = e));
  expect(String(failed)).to.include("is not the next step");
  expect(await kept(), "a step past the next").to.deep.equal([[0, "R"], [1, null]]);
}
