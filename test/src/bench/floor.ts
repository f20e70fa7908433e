// The floor of a call: the signatures it cannot do without, made the same way as the call, so
// that a row's ratio to it is what the guardrail adds over its own cryptography.
import { makeSigner } from "@toolgate/core";
import { BENCH_KEYS as KEYS } from "./fixtures.js";
import { costed, type CallShape } from "./measure.js";

/**
 * The floors: the signatures a call of each shape needs, made the same way as the call. A head
 * signed elsewhere is verified (a signature another signer made, on a new message each time);
 * an entry and a token are signed (new messages each time).
 */
export function floorOf(verifies: boolean, signs: number): CallShape<unknown> & { name: string } {
  const maker = makeSigner(KEYS, "node");
  const verifier = makeSigner(KEYS, "node");
  const signer = makeSigner(KEYS, "node");
  let n = 0;
  const message = () => {
    const m = Buffer.from(`toolgate/link/v1:${"ab".repeat(32)}`);
    m.writeUInt32BE(n++, 20);
    return m;
  };
  const name = [verifies ? "verify the head" : "", "sign the entry", signs >= 2 ? "sign a token" : ""].filter(Boolean).join(" + ");
  return {
    name,
    prepare: () => {
      if (!verifies) return undefined;
      const m = message();
      return { m, sig: maker.sign(m) };
    },
    run: (p) =>
      costed(() => {
        const given = p as { m: Buffer; sig: Uint8Array } | undefined;
        if (given && !verifier.verify(given.m, given.sig)) throw new Error("the floor's signature did not verify");
        for (let i = 0; i < signs; i++) signer.sign(message());
      }),
  };
}
