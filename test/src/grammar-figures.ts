// The said-checks' figures: runs the corpora of test/grammar-cases/<lang>/<split>/*.yaml through the
// real client and counts, per check, language and split, false asks (the case wants pass, the
// check asked) and misses (the case wants ask, the check passed).
// Run: node test/dist/grammar-figures.js [--verbose]; `npm run language` writes them into docs/language.md.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "yaml";
import { Client } from "@toolgate/core";

export const SAID_CHECKS = ["grounded", "s1_veto", "s2_veto", "confirm_read"] as const;
export type SaidCheck = (typeof SAID_CHECKS)[number];
/** The languages with a corpus, each with the least number of cases it must hold over both splits. */
export const LANGUAGES = [["en", 1000], ["pt", 500]] as const;
/**
 * `dev`: the cases grammars are tuned on. `test`: held out, written before any grammar change
 * for them; a grammar is never changed while looking at one of its cases.
 */
export const SPLITS = ["test", "dev"] as const;
export type Split = (typeof SPLITS)[number];
type Verdict = "pass" | "ask";

/** The reason each said-check answers with. */
const REASON: Record<SaidCheck, string> = { grounded: "ungrounded", s1_veto: "s1_veto", s2_veto: "s2_veto", confirm_read: "confirm_read" };

export interface CorpusCase {
  note: string;
  turn: string;
  turns?: string[];
  call: { tool: string; arguments: Record<string, unknown> };
  want: Record<SaidCheck, Verdict>;
  file: string;
}

export interface CheckFigures {
  cases: number;
  wantPass: number;
  wantAsk: number;
  falseAsks: number;
  misses: number;
  /** Notes of the cases that went wrong, for the report. */
  wrong: string[];
}

/** The corpus's clock: Monday 2 March 2026, 10:00 UTC. */
export const CORPUS_NOW = Date.parse("2026-03-02T10:00:00Z");
/** The bar the said-checks aim for: at most this share of false asks and of misses, per check and language. */
export const BAR = 0.05;

const root = fileURLToPath(new URL("../grammar-cases/", import.meta.url));

export function corpusCases(language: string, split: Split): CorpusCase[] {
  const dir = `${root}${language}/${split}/`;
  const cases: CorpusCase[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort()) {
    const rows = parse(readFileSync(dir + file, "utf8")) as Array<Omit<CorpusCase, "file">>;
    for (const row of rows) cases.push({ ...row, file: `${language}/${split}/${file}` });
  }
  return cases;
}

/** A client with the four said-checks on, against the corpus's catalogue and clock. */
export function corpusClient(): Promise<Client> {
  return Client.create({
    catalogue: `${root}catalogue.yaml`,
    checks: [...SAID_CHECKS],
    now: () => CORPUS_NOW,
    log: () => {},
  });
}

/** Runs one language's split through a client with the four said-checks on. */
export async function corpusFigures(language: string, split: Split, client?: Client): Promise<Record<SaidCheck, CheckFigures>> {
  client ??= await corpusClient();
  const figures = Object.fromEntries(
    SAID_CHECKS.map((id) => [id, { cases: 0, wantPass: 0, wantAsk: 0, falseAsks: 0, misses: 0, wrong: [] as string[] }]),
  ) as Record<SaidCheck, CheckFigures>;
  for (const c of corpusCases(language, split)) {
    const session = client.session("", { language });
    for (const t of c.turns ?? []) session.read(t);
    session.read(c.turn);
    // Origins say nothing to the said-checks; `context` keeps argument_origin out of the way.
    const origins = Object.fromEntries(Object.keys(c.call.arguments).map((k) => [k, "context"]));
    const answer = await session.checkToolCall(c.call.tool, c.call.arguments, { origins });
    if (answer.decision === "refuse") throw new Error(`${c.file}: ${c.note}: refused by ${answer.reasons.join(", ")}: the case must be a call the tool check lets through`);
    for (const id of SAID_CHECKS) {
      const entry = answer.trace.find((t) => t.check === id);
      const got: Verdict = entry?.reasons?.includes(REASON[id]) ? "ask" : "pass";
      const f = figures[id];
      f.cases++;
      if (c.want[id] === "ask") f.wantAsk++;
      else f.wantPass++;
      if (got === c.want[id]) continue;
      if (got === "ask") f.falseAsks++;
      else f.misses++;
      f.wrong.push(`${got === "ask" ? "false ask" : "miss"}: ${c.file}: ${c.note}: ${JSON.stringify(c.turn)}`);
    }
  }
  return figures;
}

function percent(n: number, of: number): string {
  return of === 0 ? "-" : `${((100 * n) / of).toFixed(1)}%`;
}

/** The figures as a table, one line per check. */
export function formatFigures(language: string, split: Split, figures: Record<SaidCheck, CheckFigures>): string {
  const lines = [];
  for (const id of SAID_CHECKS) {
    const f = figures[id];
    lines.push(
      `${split.padEnd(4)}  ${language}  ${id.padEnd(13)} cases ${String(f.cases).padStart(4)}   false asks ${String(f.falseAsks).padStart(3)} / ${String(f.wantPass).padStart(3)} (${percent(f.falseAsks, f.wantPass).padStart(6)})   misses ${String(f.misses).padStart(3)} / ${String(f.wantAsk).padStart(3)} (${percent(f.misses, f.wantAsk).padStart(6)})`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const verbose = process.argv.includes("--verbose");
  let failed = false;
  const client = await corpusClient();
  for (const split of SPLITS) {
    for (const [language] of LANGUAGES) {
      const figures = await corpusFigures(language, split, client);
      console.log(formatFigures(language, split, figures));
      for (const id of SAID_CHECKS) {
        const f = figures[id];
        if (f.falseAsks > BAR * f.wantPass || f.misses > BAR * f.wantAsk) failed = true;
        // The test split's cases are held out: listed only on the dev split.
        if (verbose && split === "dev") for (const w of f.wrong) console.log(`    ${id}: ${w}`);
      }
    }
  }
  console.log(failed ? "a check is over the 5% bar" : "every check is within the 5% bar");
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
