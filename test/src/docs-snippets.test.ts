// Every runnable snippet in docs/*.md runs, and prints what the guide says it prints. A
// snippet is a ```js runnable block; the ```text prints block right after it is its output;
// ```yaml file=NAME blocks of the same guide are written next to it first; a block tagged
// from=PATH quotes that file of the repository, whole and as it is.
import { expect } from "chai";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const docs = fileURLToPath(new URL("../../docs/", import.meta.url));
// Under test/dist, so that `@toolgate/*` resolve from the workspace's node_modules as in a project.
const work = fileURLToPath(new URL("./snippets/", import.meta.url));

/** The guides that must show at least one snippet that runs. */
const GUIDES = ["quickstart.md", "catalogue.md", "rulebooks.md", "origins-and-marks.md", "history-and-tokens.md", "writing-a-check.md", "decisions.md"];

interface Block {
  lang: string;
  attrs: string[];
  body: string;
  line: number;
}

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  const fence = /^```([^\s`]*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
  for (const m of markdown.matchAll(fence)) {
    out.push({ lang: m[1]!, attrs: m[2]!.trim().split(/\s+/).filter(Boolean), body: m[3]!, line: markdown.slice(0, m.index).split("\n").length });
  }
  return out;
}

interface Snippet {
  code: string;
  prints: string | undefined;
  line: number;
}

function snippetsOf(markdown: string): { snippets: Snippet[]; files: Record<string, string> } {
  const all = blocks(markdown);
  const files: Record<string, string> = {};
  const snippets: Snippet[] = [];
  all.forEach((b, i) => {
    const file = b.attrs.find((a) => a.startsWith("file="));
    if (file) files[file.slice(5)] = b.body;
    if (b.lang === "js" && b.attrs.includes("runnable")) {
      const next = all[i + 1];
      snippets.push({ code: b.body, prints: next && next.attrs.includes("prints") ? next.body : undefined, line: b.line });
    }
  });
  return { snippets, files };
}

const guides = readdirSync(docs).filter((f) => f.endsWith(".md")).sort();
const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the guides' snippets", () => {
  before(() => rmSync(work, { recursive: true, force: true }));

  it("every guide the docs promise is there and shows a snippet that runs", () => {
    for (const g of GUIDES) {
      expect(guides, `docs/${g}`).to.include(g);
      expect(snippetsOf(readFileSync(join(docs, g), "utf8")).snippets.length, `runnable snippets in docs/${g}`).to.be.greaterThan(0);
    }
  });

  it("the README links every page in docs/", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    for (const g of guides) expect(readme, `README.md links docs/${g}`).to.contain(`](docs/${g})`);
  });

  it("every relative link in the README and the guides reaches a file, and every anchor into checks.md a section", () => {
    const checks = readFileSync(join(docs, "checks.md"), "utf8");
    const anchors = new Set([...checks.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^a-z0-9 _-]/g, "").replace(/ /g, "-")));
    const pages: Array<[string, string]> = [[root, "README.md"], ...guides.map((g): [string, string] => [docs, g])];
    const broken: string[] = [];
    for (const [dir, name] of pages) {
      const text = readFileSync(join(dir, name), "utf8").replace(/^```[\s\S]*?^```$/gm, "");
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const [file, hash] = target.split("#");
        const path = file ? join(dir, file) : join(dir, name);
        if (!existsSync(path)) broken.push(`${name}: ${target}`);
        else if (hash && path === join(docs, "checks.md") && !anchors.has(hash)) broken.push(`${name}: ${target}`);
      }
    }
    expect(broken).to.deep.equal([]);
  });

  for (const guide of guides) {
    const text = readFileSync(join(docs, guide), "utf8");
    for (const b of blocks(text)) {
      const from = b.attrs.find((a) => a.startsWith("from="));
      if (from) {
        it(`docs/${guide} quotes ${from.slice(5)} as it is, at line ${b.line}`, () => {
          expect(b.body).to.equal(readFileSync(join(root, from.slice(5)), "utf8"));
        });
      }
    }
    const { snippets, files } = snippetsOf(text);
    snippets.forEach((s, n) => {
      it(`docs/${guide}, the snippet at line ${s.line}, prints what the guide says`, async () => {
        const dir = join(work, guide.replace(/\.md$/, ""));
        mkdirSync(dir, { recursive: true });
        for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
        const file = join(dir, `snippet-${n + 1}.mjs`);
        writeFileSync(file, s.code);
        const { stdout } = await run(process.execPath, [file], { cwd: dir, timeout: 25_000 });
        expect(s.prints, "a runnable snippet is followed by a ```text prints block").to.be.a("string");
        expect(stdout.trimEnd()).to.equal(s.prints!.trimEnd());
      });
    });
  }
});
