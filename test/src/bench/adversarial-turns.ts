// The adversarial turns of issue 15 that once held the event loop for seconds: each is read by
// the bench and by the reading-time test, which asserts a generous bound on it.

/** A label and a turn. */
export const ADVERSARIAL_TURNS: ReadonlyArray<[string, string]> = [
  ["a 100,000-character token", "x".repeat(100_000)],
  ["20,000 CJK characters", "漢".repeat(20_000)],
  ["20,000 Thai characters", "ส".repeat(20_000)],
  ["50,000 \"1.\"", "1.".repeat(50_000)],
  ["5,000 words", "please refund the order and send the receipt ".repeat(625)],
  ["200 addresses", Array.from({ length: 200 }, (_, i) => `ana${i}@x${i}.com`).join(" ")],
  ["a mixed turn of 400 clauses", "reembolse 40,00 no pedido A1. please email ana@x.com. ".repeat(400)],
];
