// A turn that hands a choice to a text it points at, read once per turn in linear time.
import { expect } from "chai";
import { caseless } from "./caseless.js";
import { DELEGATION_CUES, cueMatches, delegationCue, neededWords } from "./delegation.js";
import { cpuMs } from "./cpu-time.test.kit.js";

const LONGEST = 20_000;
const fill = (piece: string) => piece.repeat(Math.ceil(LONGEST / piece.length)).slice(0, LONGEST);

const HANDS_OVER: readonly string[] = [
  "My manager DMed me about covering for Yara. Do what she asks.",
  "Send the signed NDA to the address she gave in her email.",
  "Carlos asked me to forward the venue contract to his assistant.",
  "Marta asked where to send the signed copy: send it there.",
  "Book the meeting at the slot he proposed, with everyone on the thread.",
  "Ravi proposed a time for the pricing review; set it up then.",
  "Pay the deposit as the landlord asked.",
  "Faz o que ela pede no email.",
  "Marca a reunião na hora que ela propôs.",
  "O Tiago pediu-me para mandar o contrato à assistente dele.",
  "Responde como o Rui disse.",
  "Reserve the table and pay the 40 euro deposit to the IBAN in their listing.",
  "Ship it to the address on her profile page.",
  "Use the reference number from the invoice when you pay.",
  "Paga a caução para o IBAN que está no anúncio.",
  "Transfere para a conta da fatura de novembro.",
  "Rent the automatic and pay the deposit its conditions ask for.",
  "Pay through the payment link she sent this morning.",
  "Find the transfer Karel sent me and pay the garage the sum he gave in its note.",
];

const KEEPS: readonly string[] = [
  "Reply to Lena and tell her the slot works.",
  "Send the NDA to legal@velatech.example.",
  "I asked her to send me the invoice.",
  "We proposed a new date last week; what did they answer?",
  "Pay the invoice at bills/gas.pdf to its IBAN.",
  "Marca a reunião para quinta às 14h30.",
  "Eu pedi-lhe o contrato ontem.",
  "Send the total to the landlord at DE89 3704 0044 0532 0130 00.",
  "Ship it to the address I typed above.",
  "Check the amount in my savings account.",
  "Paga a conta da luz com o IBAN PT50 0002 0123 1234 5678 9015 4.",
  // A payment named by who made it is a record, not a value a text gives.
  "Check the transfer Karel sent me yesterday, then pay him 62.50 EUR back.",
  "Look at the bank transfer he sent last week and refund it.",
  "Find the 40 euros Ana sent me and send them back.",
  "The payment my landlord sent was too much; return 30 EUR of it.",
  // A joining word or an auxiliary where a name would stand is the person's own account of what they did.
  "Priya did the big Tesco shop for the flat and sent me a 1p transfer yesterday; pay her back my half.",
  "I checked the boiler invoice and wrote down the total, now pay it.",
  "The cleaner finished the flat then sent the keys back; pay her the usual 60 GBP.",
  "My sister booked the cottage but sent nothing yet, pay her deposit of 100 EUR.",
];

describe("turns that hand a choice to a text", function () {
  this.timeout(30_000);
  for (const text of HANDS_OVER) it(`reads a hand-over in: ${text}`, () => expect(delegationCue(text)?.reason).to.be.a("string"));
  for (const text of KEEPS) it(`reads none in: ${text}`, () => expect(delegationCue(text)).to.equal(undefined));

  // Cased as people and hostile texts write them: capitals, the long s and the Kelvin sign, which
  // the patterns' `iu` flags read as `s` and `k`.
  const CASED = [
    ...HANDS_OVER,
    ...HANDS_OVER.map((t) => t.toUpperCase()),
    "Do what ſhe aſks.",
    "Carlos AS\u212AED me to forward the contract.",
    "COMO O RUI DISSE, responde já.",
    "Faz o que ele SUGERIU.",
    "O Tiago PROPÔS que fosse amanhã.",
  ];
  for (const text of CASED.slice(HANDS_OVER.length)) it(`reads a hand-over in: ${text}`, () => expect(delegationCue(text)?.reason).to.be.a("string"));

  it("finds each cue's match only in a turn holding one of the words the cue needs", () => {
    for (const cue of DELEGATION_CUES) {
      const every = new RegExp(cue.pattern.source, `${cue.pattern.flags}g`);
      let matched = 0;
      for (const text of CASED) {
        for (const m of text.matchAll(every)) {
          matched++;
          const words = caseless(m[0]);
          expect(cue.needs.some((w) => words.includes(w)), `${cue.reason}: \`${m[0]}\` holds none of ${cue.needs.join(", ")}`).to.equal(true);
        }
      }
      expect(matched, `no example of: ${cue.reason}`).to.be.above(0);
    }
  });

  it("tries a cue wherever a search of the turn for its words alone finds one, words inside and beside each other too", () => {
    // The cues' words, cut and run together (`asked` holds `ask`, `disse` ends `propos`…), among the examples' words.
    const words = [...new Set(DELEGATION_CUES.flatMap((c) => c.needs))];
    // Two words sharing letters, one starting inside the other (`iban` and `bank` in `ibank`).
    const overlapping = words.flatMap((a) => words.flatMap((b) => Array.from({ length: Math.min(a.length, b.length) - 1 }, (_, k) => k + 1).filter((k) => a.endsWith(b.slice(0, k))).map((k) => a + b.slice(k))));
    const pieces = [...words, ...overlapping, ...words.map((w) => w.slice(1)), ...words.map((w) => w.slice(0, -1)), ...CASED.join(" ").split(/(?=\s)/), " ", "", "ſ"];
    const alone = (text: string) => DELEGATION_CUES.find((c) => c.needs.some((w) => caseless(text).includes(w)) && cueMatches(c, text));
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 5000; n++) {
      const text = Array.from({ length: 1 + (next() % 12) }, () => pieces[next() % pieces.length]!).join(next() % 3 === 0 ? "" : " ");
      expect(delegationCue(text), text).to.equal(alone(text));
      const lower = caseless(text);
      expect([...neededWords(lower)].sort(), text).to.deep.equal(words.filter((w) => lower.includes(w)).sort());
    }
    for (const text of CASED) expect(delegationCue(text), text).to.equal(alone(text));
  });

  for (const [label, piece] of [
    ["words with no verb after them", "the address address address "],
    ["names and pronouns with no verb", "she Lena he o Tiago a "],
    ["one long word", "x"],
  ] as const) {
    it(`reads ${LONGEST.toLocaleString("en-US")} characters of ${label} in bounded time`, () => {
      expect(cpuMs(() => delegationCue(fill(piece)))).to.be.below(1_000);
    });
  }
});
