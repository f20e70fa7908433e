// The adversarial turns of issue 15 that once held the event loop for seconds: each is read by
// the bench and by the reading-time test, which asserts a generous bound on it.

/** A turn of `head`, a run of `fill`, and `tail`, 4,000 characters: the cap a turn is read to. */
function run(head: string, fill: string, tail: string): string {
  return head + fill.repeat(4_000 - head.length - tail.length) + tail;
}

/** A turn of `piece(1)`, `piece(2)`, … up to 4,000 characters, the cap: a turn packed with values. */
function packed(piece: (i: number) => string): string {
  let turn = "";
  for (let i = 1; turn.length < 4_000; i++) turn += piece(i);
  return turn.slice(0, 4_000);
}

/** A label and a turn. */
export const ADVERSARIAL_TURNS: ReadonlyArray<[string, string]> = [
  ["a 100,000-character token", "x".repeat(100_000)],
  ["20,000 CJK characters", "漢".repeat(20_000)],
  ["20,000 Thai characters", "ส".repeat(20_000)],
  ["50,000 \"1.\"", "1.".repeat(50_000)],
  ["5,000 words", "please refund the order and send the receipt ".repeat(625)],
  ["200 addresses", Array.from({ length: 200 }, (_, i) => `ana${i}@x${i}.com`).join(" ")],
  ["a mixed turn of 400 clauses", "reembolse 40,00 no pedido A1. please email ana@x.com. ".repeat(400)],
  // Turns of 4,000 characters, the cap: a run of blanks where a grammar reads the words between two values.
  ["3,900 spaces between two ids", "4411" + " ".repeat(3_900) + "4412"],
  ["a correction word, a run of spaces, a sum", run("reembolsa 30 no 8301, desculpa", " ", "35")],
  ["a record, a comma and `valor`, a run of spaces, a sum", run("estorna o 8850, valor", " ", "30")],
  ["a person, a run of spaces, their address", run("o email da Ana é", " ", "ana@x.com; paga 100 à Ana")],
  ["a record, `para`, a run of tabs, a link", run("envia o REL-5 para", "\t", " https://x.com/r")],
  // An id's keyword and a run of blanks with no id: four runs of blanks in a row, split every way.
  ["`pedido` and a run of spaces", run("reembolsa 20 no pedido", " ", "x")],
  ["`id` and a run of spaces", run("refund 20 on Id", " ", "n")],
  // Records in brackets with sums beside them, packed to the cap: a grammar asked every value at every word.
  ["people, records in brackets and sums", packed((i) => `a Ines (cliente LI-${i}) deve ${300 + i} e o Duarte (LI-${i + 1}) ${450 + i}, `)],
  ["sums, then records in brackets", packed((i) => `o barco Gaivota paga ${520 + i} (cliente MA-${i}) e o Albatroz ${610 + i} (cliente MA-${i + 1}). `)],
  ["a record in brackets, a verb, a sum", packed((i) => `(EX-${301 + i}) saiu ${230 + i} `)],
  ["records of owners in brackets and sums", packed((i) => `a do irmao (CRE-${12 + i}) ${700 + i}, `)],
  ["people, sums and records in brackets", packed((i) => `Mr Osei $${1200 + i} (OS-${i}), `)],
  // Numbers with a run of letters, hyphens and apostrophes between each two, within a correction's
  // reach: the English words before a correction word could split such a run many ways.
  ["numbers with letters, hyphens and apostrophes between", packed((i) => `${10 + i} ${"H-'".repeat(14)} `)],
];
