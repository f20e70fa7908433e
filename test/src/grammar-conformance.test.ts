// Every installed grammar against the conformance cases: the port's promises, in each language.
import { expect } from "chai";
import { TURN_CUES, TURN_WORD_SETS, type Grammar, type TurnWordSet } from "@toolgate/grammar-kit";
import en from "@toolgate/grammar-en";
import pt from "@toolgate/grammar-pt";
import { conformanceCases } from "./grammar-conformance.js";

const grammars: Grammar[] = [en, pt];
const now = new Date("2026-03-02T10:00:00Z");

for (const grammar of grammars) {
  const cases = conformanceCases(grammar.language);
  const others = grammars.filter((g) => g !== grammar);

  describe(`grammar conformance: ${grammar.language}`, () => {
    it("never throws on odd input, and reads it as its own language", () => {
      for (const text of [...cases.odd, "x".repeat(100_000)]) {
        const r = grammar.readTurn(text, { now });
        expect(r.language).to.equal(grammar.language);
        expect(r.sending).to.be.an("array");
        expect(r.destinations).to.be.an("array");
        expect(r.values).to.be.an("array");
      }
    });

    it("reads Object.prototype's names as plain words, never as a table's entry", () => {
      // Word tables are looked up with words of untrusted text: `constructor` must not find
      // Object's constructor (a number whose value is a function's source, an act nobody asked).
      const texts = [...cases.negated.map((n) => n.text), ...cases.acts.map((a) => a.text), ...cases.amounts.map((a) => a.text)];
      for (const name of Object.getOwnPropertyNames(Object.prototype)) {
        for (const text of texts) {
          const words = text.split(" ");
          for (let i = 0; i < words.length; i++) {
            const turn = [...words.slice(0, i), name, ...words.slice(i + 1)].join(" ");
            const r = grammar.readTurn(turn, { now });
            for (const v of r.values) {
              expect(v.value, `${turn}: ${v.kind}`).to.satisfy((x: unknown) => typeof x === "number" || (typeof x === "string" && !x.includes("[native code]")));
            }
            // Read as a made-up word of the same shape is (`xoString` is a gerund as `toString` is).
            const control = [...words.slice(0, i), `x${name.slice(1)}`, ...words.slice(i + 1)].join(" ");
            const c = grammar.readTurn(control, { now });
            const shape = (x: typeof r) => ({ sending: x.sending.map((a) => [a.verb, a.negated]), values: x.values.map((v) => v.kind) });
            expect(shape(r), turn).to.deep.equal(shape(c));
          }
        }
      }
    });

    for (const a of cases.amounts) {
      it(`reads ${JSON.stringify(a.text)} as the number ${a.value}`, () => {
        const r = grammar.readTurn(a.text, { now });
        const numbers = r.values.filter((v) => v.kind === "amount" || v.kind === "number").map((v) => v.value);
        expect(numbers).to.include(a.value);
      });
    }

    for (const n of cases.surnames) {
      it(`reads ${n.surname === null ? "no surname" : `the surname ${n.surname}`} in ${JSON.stringify(n.text)}`, () => {
        const surnames = grammar.readTurn(n.text, { now }).values.flatMap((v) => (v.surname === undefined ? [] : [v.surname]));
        expect(surnames).to.deep.equal(n.surname === null ? [] : [n.surname]);
      });
    }

    it("scores its own language above 0.5 and the others' below", () => {
      for (const text of cases.detect) expect(grammar.detect(text), text).to.be.above(0.5);
      for (const other of others) for (const text of conformanceCases(other.language).detect) expect(grammar.detect(text), text).to.be.below(0.5);
    });

    for (const a of cases.addresses) {
      it(`normalises the ${a.kind} in ${JSON.stringify(a.text)} as every grammar does`, () => {
        const r = grammar.readTurn(a.text, { now });
        expect(r.destinations.map((d) => `${d.kind}:${d.value}`)).to.include(`${a.kind}:${a.value}`);
        for (const other of others) {
          const o = other.readTurn(a.text, { now });
          expect(o.values.map((v) => `${v.kind}:${v.value}`), other.language).to.include(`${a.kind}:${a.value}`);
        }
      });
    }

    for (const n of cases.negated) {
      it(`finds the negated ${n.verb} in ${JSON.stringify(n.text)}`, () => {
        const r = grammar.readTurn(n.text, { now });
        expect(r.sending.map((s) => `${s.verb}:${s.negated}`)).to.include(`${n.verb}:true`);
      });
    }

    // Act keys are the English grammar's keys of the tool words they mean: tool names are English.
    const keyOf = (word: string) => (en.actTerm(word) as { act: string }).act;

    it("reads odd input for act words without throwing, giving only keys", () => {
      for (const text of [...cases.odd, "x".repeat(100_000)]) {
        const into = new Set<string>();
        grammar.actWords(text, into);
        for (const k of into) expect(k).to.be.a("string").that.is.not.empty;
        const t = grammar.actTerm(text);
        if (t) expect(t.act).to.be.a("string").that.is.not.empty;
      }
    });

    for (const a of cases.acts) {
      it(`finds the act ${a.act} in ${JSON.stringify(a.text)}`, () => {
        const into = new Set<string>();
        grammar.actWords(a.text, into);
        expect([...into]).to.include(keyOf(a.act));
      });
    }

    for (const n of cases.nameWords) {
      it(`reads the tool-name word ${n.word} as ${n.act ?? "no act"}`, () => {
        const t = grammar.actTerm(n.word);
        if (n.act === null) expect(t).to.equal(null);
        else expect(t).to.deep.equal({ act: keyOf(n.act), known: true });
      });
    }

    it("gives every set of words the engine compares a turn with, each word lower case and whole as a turn's words are kept, or two such words", () => {
      for (const set of TURN_WORD_SETS) {
        const words = grammar.turnWords(set);
        expect(words, set).to.be.an("array").that.is.not.empty;
        for (const entry of words) {
          expect(entry, `${set}: ${entry}`).to.be.a("string").and.to.equal(entry.toLowerCase());
          // An entry of two words is met by two words that follow each other in a turn (\`new time\`).
          const parts = entry.split(" ");
          expect(parts.length, `${set}: ${entry}`).to.be.at.most(2);
          // As the engine cuts a turn into words (core origins.ts \`wordsOf\`): one run of letters,
          // digits and joiners, beginning with a letter or a digit, not ending with \`.\`, \`:\`, \`'\` or \`-\`.
          for (const w of parts) expect(w, `${set}: ${entry}`).to.match(/^[\p{L}\p{N}](?:[\p{L}\p{N}_'./:-]*[\p{L}\p{N}_/])?$/u);
        }
      }
      expect(grammar.turnWords("constructor" as TurnWordSet)).to.deep.equal([]);
    });

    it("gives the leads a turn asks for as a list of numbers, and never throws on odd input", () => {
      for (const text of [...cases.odd, "x".repeat(100_000), "1 ".repeat(50_000)]) {
        const leads = grammar.turnLeads(text);
        expect(leads).to.be.an("array");
        for (const m of leads) expect(m).to.be.a("number");
      }
    });

    for (const l of cases.leads) {
      it(`reads the leads ${JSON.stringify(l.minutes)} in ${JSON.stringify(l.text)}`, () => expect(grammar.turnLeads(l.text)).to.deep.equal(l.minutes));
    }

    it("gives only the port's cues, never throwing on odd input, and finds every cue in a case of its language", () => {
      for (const text of [...cases.odd, "x".repeat(100_000), "link ".repeat(20_000)]) {
        for (const c of grammar.turnCues(text)) expect(TURN_CUES).to.include(c);
      }
      for (const cue of TURN_CUES) expect(cases.cues.some((c) => c.cues.includes(cue)), cue).to.equal(true);
    });

    for (const c of cases.cues) {
      it(`finds the cues ${JSON.stringify(c.cues)} in ${JSON.stringify(c.text)}`, () => expect([...grammar.turnCues(c.text)].sort()).to.deep.equal([...c.cues].sort()));
    }

    it("words every question, irreversible_pivot ending with its fixed sentence", () => {
      for (const code of ["argument_origin", "tainted_call", "irreversible_pivot", "schema_partial", "write", "gate_clarify", "ungrounded", "s1_veto", "s2_veto", "confirm_read", "confirm_always", "unknown_code"]) {
        const text = grammar.word({ code, params: { tool: "refund_card", arguments: ["amount"], sources: ["read_inbox"], destinations: ["ana@x.com"], question: "Is a manager here?", read: [{ argument: "amount", said: "40", call: 45 }] } });
        expect(text, code).to.be.a("string").that.is.not.empty;
      }
      const pivot = grammar.word({ code: "irreversible_pivot", params: { tool: "refund_card" } });
      expect(pivot).to.match(grammar.language === "en" ? /Nothing undoes this step, and the steps after it cannot undo it\.$/ : /Nada desfaz este passo, e os passos seguintes não o podem desfazer\.$/);
    });
  });
}
