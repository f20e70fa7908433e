// Bench rows for a check's cost against the history's length, 10 entries against `long`: a stored
// session resumed by its id and head (held in the process, as a service holds it), and a cold
// check of a history from outside (object and JSON text) on a client that never saw it.
import { Client, MemoryEntryStore, MemoryHeadStore, type KeyPair, type Session } from "@toolgate/core";
import { growHistory, makeCatalogue, TURN_EN } from "./fixtures.js";
import { measure, timed, timedSync, type Figure, type MeasureOptions } from "./measure.js";
import type { Target } from "./report.js";

const READ = ["get_order", { order_id: "4411" }, { origins: { order_id: "typed" } }] as const;

export interface GrowthInput {
  keys: KeyPair;
  /** The long length (10,000 unless capped). */
  long: number;
  quick: boolean;
}

export async function growthFigures(input: GrowthInput, log: (line: string) => void): Promise<{ figures: Figure[]; targets: Target[] }> {
  const { keys, long, quick } = input;
  const catalogue = makeCatalogue(10);
  const create = (more: Parameters<typeof Client.create>[0] extends infer O ? Partial<O> : never = {}) => Client.create({ catalogue, keys, log: () => {}, grammar: "en", ...more });
  const service = await create({ heads: new MemoryHeadStore(), entries: new MemoryEntryStore() });
  const figures: Figure[] = [];
  const sessions = new Map<number, Session>();
  for (const n of [10, long]) {
    const s = service.session("billing", { stored: true });
    s.read(TURN_EN);
    await growHistory(s, n);
    sessions.set(n, s);
  }
  const few = (o: MeasureOptions): MeasureOptions => (quick ? { warmup: 3, minSamples: 10, maxSamples: 30, budgetMs: 300 } : o);

  log(`\na check on a stored session (resumed by id and head, held in this process), 10 and ${long} entries`);
  for (const n of [10, long]) {
    const held = sessions.get(n)!;
    let head = held.head;
    const id = held.id;
    const f = await measure(
      `stored.read.${n}`,
      `stored session, ${n} entries, a read`,
      "growth",
      async () => {
        // Opening is timed with the check (the turn's reading between them is not): a session
        // reads and verifies what it resumes where it is opened, not at its first check.
        let s!: Session;
        const open = timedSync(() => (s = service.session("billing", { stored: { session: id, head } })));
        s.read(TURN_EN);
        const took = open + (await timed(() => s.checkToolCall(...READ)));
        await s.report(s.history.length - 1, "ran", { order_id: "4411", total: 40 });
        head = s.head;
        return took;
      },
      few({ warmup: 20, minSamples: 100, maxSamples: 300, budgetMs: 1500 }),
    );
    f.note = "grows by one entry per sample";
    figures.push(f);
  }

  log(`\na cold check of a history from outside (a client that never saw it), 10 and ${long} entries`);
  for (const form of ["object", "text"] as const) {
    for (const n of [10, long]) {
      const exported = sessions.get(n)!.history.toJSON();
      const text = JSON.stringify(exported);
      let next: Client | undefined;
      const f = await measure(
        `cold.${form}.${n}`,
        `cold check from outside, ${n} entries (${form === "text" ? "JSON text" : "object"})`,
        "growth",
        async () => {
          // A client of its own per sample: nothing this process signed or verified is reused.
          const client = next ?? (await create());
          next = await create();
          const given = form === "text" ? text : structuredClone(exported);
          // Opening is timed with the check: a history from outside is parsed and verified where
          // the session is opened. The turn's reading between them is not timed.
          let s!: Session;
          const open = timedSync(() => (s = client.session("billing", { history: given })));
          s.read(TURN_EN);
          return open + (await timed(() => s.checkToolCall(...READ)));
        },
        few(n > 1000 ? { warmup: 2, minSamples: 12, maxSamples: 20, budgetMs: 2000 } : { warmup: 10, minSamples: 40, maxSamples: 100, budgetMs: 1500 }),
      );
      figures.push(f);
    }
  }

  const med = (key: string) => figures.find((f) => f.key === key)?.median ?? Number.NaN;
  const ratio = (a: string, b: string) => med(a) / med(b);
  const targets: Target[] = [];
  const target = (name: string, value: number, limit: number, detail: string) => targets.push({ name, value, limit, unit: "×", met: Number.isFinite(value) ? value <= limit : undefined, detail });
  target(`a check on a stored session, ${long} entries ÷ 10 entries`, ratio(`stored.read.${long}`, "stored.read.10"), 1.2, "medians, a read, held in this process");
  target(`a cold check from outside, ${long} entries ÷ 10 entries (object)`, ratio(`cold.object.${long}`, "cold.object.10"), 1.5, "medians, a read, a client per sample");
  target(`a cold check from outside, ${long} entries ÷ 10 entries (JSON text)`, ratio(`cold.text.${long}`, "cold.text.10"), 1.5, "medians, a read, a client per sample");
  return { figures, targets };
}
