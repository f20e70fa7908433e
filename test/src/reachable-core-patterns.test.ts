// The core patterns the ReDoS analyser found super-linear (own-patterns.test.ts, `KNOWN_SUPER_LINEAR`,
// the entries under core/) fed, through the public API, what reaches them: the analyser's attack
// string, and shapes built from each pattern's own words with a long blank run put after each word,
// sized to what the pattern reads (the first 20,000 characters of a turn and of each text a result
// holds; an argument is read by none of them). Each shape goes in as a turn read, a result reported
// and the text of a write checked; each call is bounded in CPU time, generously, and answers in the
// closed shape. CPU time, not the clock: the machine is shared, and a stall is the process's own work.
import { expect } from "chai";
import fc from "fast-check";
import { blanked } from "./own-patterns/attacks.js";
import { BUILTIN_REASON_CODES, Client, type CatalogueFile, type CheckAnswer } from "@toolgate/core";

/** What the cues read of a turn or of a result's text (core/src/session `instructions.ts`, `delegation.ts`: `MAX_READ`). */
const CUE_READ = 20_000;
/** Generous: the former whoever cue took 0.4 s of CPU on one such result, and seconds on the clock. */
const BOUND_MS = 1_000;
const MEGABYTE = 1_000_000;
/**
 * A megabyte result is indexed whole when reported (its words, its keys: linear, about 0.5 s of
 * CPU on a 2-core machine, half of it garbage collection, which runs on other threads and counts
 * here), so its bound is twice the cues' bound: a pattern super-linear in what it reads would take
 * many times that, and a 1 s bound failed on a loaded machine with no change to the reading.
 */
const MEGABYTE_BOUND_MS = 2 * BOUND_MS;

/**
 * One listed pattern: where it is, the analyser's attack (pieces and their repeats, as the
 * analyser printed it), and sentences of its own words that it matches (or, after a negation it
 * reads, does not), cut where a blank run may go. A record's word before a long blank run (`order`, `pedido`),
 * which once stalled the grammars' id patterns on the same path, has a test of its own below.
 */
interface Listed {
  readonly file: string;
  readonly cue: string;
  readonly attack?: ReadonlyArray<readonly [string, number]>;
  readonly words: ReadonlyArray<readonly string[]>;
}

const LISTED: readonly Listed[] = [
  { file: "session/instructions.ts", cue: "a rule about every reply", attack: [["REPLY.", 279], ["a", 1]], words: [["reply ", "must ", "also ", "include"]] },
  { file: "session/instructions.ts", cue: "what the reply must hold", attack: [["WRITE.", 22_361], ["a", 1]], words: [["include ", "in ", "your ", "reply"]] },
  {
    file: "session/instructions.ts",
    cue: "the reply named first",
    attack: [["IF YOU\tREPLY ", 187], ["!IF YOU\tRE", 1], ["AS YOU\tREPLY..", 187], ["REPLY\t", 1], ["I\u0000 ", 187], ["!", 1]],
    words: [["if ", "you ", "reply ", "add"], ["in ", "your ", "reply ", "add"]],
  },
  { file: "session/instructions.ts", cue: "whoever acts on it", words: [["whoever ", "reads ", "this", ", ", "must"], ["whoever ", "reads ", "this", ": ", "x"]] },
  { file: "session/instructions.ts", cue: "which value to put where", attack: [["USE IT\u0000", 268], ["!", 1]], words: [["use ", "it ", "as ", "the"]] },
  { file: "session/instructions.ts", cue: "a card's number asked for", attack: [["PUT'", 309], ["!", 1]], words: [["send ", "your ", "card ", "number"], ["never ", "send ", "your ", "pin"]] },
  { file: "session/instructions.ts", cue: "assistants doing a thing", attack: [["LLM\t", 27_387], ["\u0000", 1]], words: [["assistants ", "adding ", "this", ": ", "x"]] },
  { file: "session/instructions.ts", cue: "(Portuguese) an assistant told", attack: [["pªbot ", 1_145], ["opªbotª\u0000p", 1]], words: [["o ", "bot ", "deve ", "pagar"], ["bot", "ão ", "deve"]] },
  { file: "session/instructions.ts", cue: "(Portuguese) an extra action", attack: [["apagaé", 1_145], ["!", 1]], words: [["também ", "envia"], ["envia ", "também"]] },
  { file: "session/instructions.ts", cue: "an assistant told", attack: [["LLM\u0000C A D ", 966], ["Y", 1]], words: [["assistants ", "must"], ["AI", " - ", "please ", "send"]] },
  { file: "session/instructions.ts", cue: "an extra recipient", attack: [["F.CC\t", 1_217], ["!", 1]], words: [["send ", "it ", "too"], ["cc ", "as ", "well"]] },
  { file: "session/instructions.ts", cue: "a standing payment asked", attack: [["SAVE\u0000", 292], ["!", 1]], words: [["set ", "up ", "a ", "direct ", "debit"], ["create ", "weekly ", "payments"]] },
  { file: "session/instructions.ts", cue: "an aside with a label", words: [["[", "bank", ": ", "x"], ["(", "note ", "for ", "x", ": ", "y"]] },
  { file: "session/passed-on-cues.ts", cue: "what to tell a co-signer", attack: [["let\tthe\tcoª", 1], ["tª", 1_651], ["\u0000", 1]], words: [["tell ", "the ", "co-signer ", "know"], ["let ", "the ", "coª", "know"]] },
  { file: "session/passed-on-cues.ts", cue: "what to pass on to anyone", attack: [["RELAY-", 1_145], ["!", 1]], words: [["mention ", "to ", "anyone ", "you ", "share"]] },
  { file: "session/passed-on-cues.ts", cue: "what a note must hold", attack: [["LIST..", 22_361], ["!", 1]], words: [["include ", "in ", "your ", "notes"]] },
  { file: "session/personal-data-cues.ts", cue: "identifiers asked for", attack: [["NOT\u0000", 1], ["T\t", 1_651], [".", 1]], words: [["send ", "your ", "date ", "of ", "birth"], ["not ", "send ", "your ", "SSN"]] },
  { file: "session/changed-values.ts", cue: "a fee added", attack: [["FEE\u0000", 27_387], ["WHI\u0000!", 1]], words: [["fee ", "has ", "been ", "added"], ["which ", "makes ", "the ", "new ", "total"]] },
  { file: "session/delegation.ts", cue: "someone asked", attack: [["ahfrfuliyh'ubbwrsªrª", 206], ["\u0000", 1]], words: [["the ", "Ana ", "asked ", "me ", "to"]] },
  { file: "session/delegation.ts", cue: "the value someone gave", words: [["the ", "address ", "she ", "gave"], ["that ", "big ", "old ", "the ", "Ravi ", "sent"]] },
  { file: "session/delegation.ts", cue: "someone proposed", attack: [["nnawni'dhp''ªeªhdhhp'", 204], ["\u0000", 1]], words: [["Ravi ", "proposed ", "a"]] },
];

/** The attack with its repeats scaled so that it is about `size` long. */
function scaled(attack: ReadonlyArray<readonly [string, number]>, size: number): string {
  const length = attack.reduce((n, [s, times]) => n + s.length * times, 0);
  return attack.map(([s, times]) => s.repeat(times === 1 ? 1 : Math.max(1, Math.round((times * size) / length)))).join("");
}

/** `unit` repeated to exactly `size` characters. */
function filled(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/**
 * The shapes one pattern is sent: the attack, the attack with its tabs, line ends and NULs as
 * spaces (as a reading path may make them), its first sentence of words repeated, and for every
 * cut of every sentence the words up to the cut followed by a run of blanks to the end of what is
 * read, then either a letter no pattern takes or the rest of the sentence. (Texts of words cost the
 * grammars' reading a tenth of a second each; runs of blanks do not, so they are the many.)
 */
function shapes(p: Listed): Array<{ note: string; text: string }> {
  const out: Array<{ note: string; text: string }> = [];
  if (p.attack) {
    const attack = scaled(p.attack, CUE_READ);
    out.push({ note: "the analyser's attack", text: attack }, { note: "the attack, blanks as spaces", text: blanked(attack) });
  }
  out.push({ note: "its words repeated", text: filled(`${p.words[0]!.join("")} `, CUE_READ) });
  for (const words of p.words) {
    for (let cut = 1; cut <= words.length; cut++) {
      const head = words.slice(0, cut).join("");
      const rest = words.slice(cut).join("");
      const blank = cut % 2 === 1 ? " " : "\t";
      out.push({ note: `${JSON.stringify(head)}, ${JSON.stringify(blank)} to the end, a letter`, text: `${head}${blank.repeat(CUE_READ - head.length - 1)}x` });
      if (rest) out.push({ note: `${JSON.stringify(head)}, spaces, ${JSON.stringify(rest)}`, text: `${head}${" ".repeat(CUE_READ - head.length - rest.length)}${rest}` });
    }
  }
  return out;
}

const str = { type: "string" };
const catalogue: CatalogueFile = {
  tools: {
    read_message: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, required: ["id"], properties: { id: str } }, result: { type: "object", properties: { subject: str, body: str } } },
    save_note: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["text"], properties: { text: str } } },
  },
} as CatalogueFile;

const DECISIONS: ReadonlySet<string> = new Set(["allow", "confirm", "refuse"]);
const REASONS: ReadonlySet<string> = new Set(BUILTIN_REASON_CODES);

/** What one call took of the process's CPU, in ms, with its value. */
async function cpu<T>(run: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const before = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(before);
  return { value, ms: (used.user + used.system) / 1_000 };
}

function closedAnswer(a: CheckAnswer, note: string): void {
  expect(DECISIONS.has(a.decision), `${note}: decision ${String(a.decision)}`).to.equal(true);
  expect(a.reasons, note).to.be.an("array").that.is.not.empty;
  for (const r of a.reasons) expect(REASONS.has(r), `${note}: reason ${String(r)}`).to.equal(true);
}

/** A turn read, a result reported, a write checked on a fresh session: each answer closed, and what each took of the CPU. */
async function once(client: Client, note: string, turn: string, body: string, argument: string): Promise<{ read: number; reported: number; write: number }> {
  const s = client.session("assistant");
  const read = await cpu(() => s.read(turn));
  expect(read.value.language, note).to.be.a("string");
  let a = await s.checkToolCall("read_message", { id: "m-1" });
  if (a.decision === "confirm") a = await s.checkToolCall("read_message", { id: "m-1" }, { confirmation: a.confirmation });
  closedAnswer(a, note);
  const reported = await cpu(() => s.report(a.step, "ran", { subject: "Re: the plan", body }));
  const write = await cpu(() => s.checkToolCall("save_note", { text: argument }));
  closedAnswer(write.value, note);
  return { read: read.ms, reported: reported.ms, write: write.ms };
}

/**
 * The three calls within the bound, each answer closed. A call over the bound is tried again on a
 * fresh session, up to three times in all, and the least CPU of each call is what is bounded: a
 * super-linear pattern takes many times the bound on every try, while a garbage collection of an
 * earlier test's texts (it runs on other threads and counts here) lands on one try only.
 */
async function through(client: Client, note: string, turn: string, body: string, argument: string, bound = BOUND_MS): Promise<void> {
  let least = { read: Infinity, reported: Infinity, write: Infinity };
  for (let tries = 0; tries < 3 && Math.max(least.read, least.reported, least.write) >= bound; tries++) {
    const took = await once(client, note, turn, body, argument);
    least = { read: Math.min(least.read, took.read), reported: Math.min(least.reported, took.reported), write: Math.min(least.write, took.write) };
  }
  expect(least.read, `${note}: the turn read`).to.be.below(bound);
  expect(least.reported, `${note}: the result reported`).to.be.below(bound);
  expect(least.write, `${note}: the write checked`).to.be.below(bound);
}

describe("core patterns the analyser listed, through the public API", function () {
  // Hundreds of 20,000-character texts, three calls each, on a shared machine.
  this.timeout(600_000);
  let client: Client;
  before(async () => {
    client = await Client.create({ catalogue, log: () => {}, now: () => Date.UTC(2026, 10, 25, 9) });
    // The first reading loads the grammars: not a call's own cost.
    await through(client, "warm-up", "please read my messages", "Hello, see you soon.", "note");
  });

  for (const p of LISTED) {
    it(`reads every shape made for ${p.cue} (${p.file}) in bounded time, as a turn, a result and a write`, async () => {
      for (const { note, text } of shapes(p)) {
        expect(text.length, note).to.be.at.most(CUE_READ + 1_000);
        await through(client, `${p.cue}: ${note}`, text, text, text);
      }
    });
  }

  it("reads generated hostile texts (long blank runs, repeated marks, the cues' short words repeated) in bounded time, as a turn, a result and a write", async () => {
    const word = fc.constantFrom("whoever", "reply", "must", "include", "in", "your", "send", "card", "number", "never", "not", "assistants", "bot", "deve", "também", "envia", "tell", "the", "co-signer", "coª", "know", "fee", "has been", "added", "asked", "me", "to", "proposed", "use", "it", "as", "set up", "standing", "debit", "AI", "[", "(", "order", "invoice", "pedido", "fatura nº", "Id", "ticket #");
    const run = fc.tuple(fc.constantFrom(" ", "\t", "\n", "\u00a0", ".", ",", ":", "-", "'", "ª", "!", "a"), fc.integer({ min: 1, max: 8_000 })).map(([c, n]) => c.repeat(n));
    const piece = fc.oneof({ weight: 3, arbitrary: word.map((w) => `${w} `) }, { weight: 2, arbitrary: run }, { weight: 1, arbitrary: fc.tuple(word, fc.integer({ min: 1, max: 2_000 })).map(([w, n]) => `${w} `.repeat(n)) });
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 10 }).map((p) => p.join("").slice(0, CUE_READ)), async (text) => {
        await through(client, `generated: ${JSON.stringify(text.slice(0, 40))}…`, text, text, text);
      }),
      { seed: 15_407, numRuns: 30, endOnFailure: true },
    );
  });

  it("reads a record's word before a run of blanks to the end of what is read in bounded time, as a turn, a result and a write", async () => {
    for (const head of ["set up a standing order", "refund 20 on order", "invoice", "Id", "ticket #", "reembolsa 20 no pedido", "fatura nº"]) {
      for (const blank of [" ", "\t", "\u00a0"]) {
        const text = `${head}${blank.repeat(CUE_READ - head.length - 1)}x`;
        await through(client, `${JSON.stringify(head)}, ${JSON.stringify(blank)} to the end, a letter`, text, text, text);
      }
    }
  });

  it("reads each attack in a megabyte result and a megabyte argument in bounded time: the cues read its first 20,000 characters", async () => {
    for (const p of LISTED) {
      if (!p.attack) continue;
      const big = filled(scaled(p.attack, CUE_READ), MEGABYTE);
      await through(client, `${p.cue}: a megabyte`, big.slice(0, CUE_READ), big, big, MEGABYTE_BOUND_MS);
    }
  });
});
