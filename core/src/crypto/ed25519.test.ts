// tweetnacl is the portable implementation and the oracle: node:crypto must sign byte for byte
// the same, and each must verify the other's signatures and refuse altered ones.
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import nacl from "tweetnacl";
import { generateKeyPair, keyPairFromSeed, makeSigner } from "./ed25519.js";

const SIZES = [0, 1, 32, 81, 300, 2048, 2049, 10_000];

describe("Ed25519 with node:crypto and with tweetnacl", () => {
  it("signs byte-identically for 16 key pairs and messages of every size", () => {
    for (let k = 0; k < 16; k++) {
      const keys = k === 0 ? keyPairFromSeed(new Uint8Array(32)) : generateKeyPair();
      const node = makeSigner(keys, "node");
      const portable = makeSigner(keys, "tweetnacl");
      expect(node.implementation).to.equal("node");
      expect(portable.implementation).to.equal("tweetnacl");
      expect(Buffer.from(node.publicKey).equals(Buffer.from(portable.publicKey))).to.equal(true);
      for (const size of SIZES) {
        const message = new Uint8Array(randomBytes(size));
        const a = node.sign(message);
        const b = portable.sign(message);
        expect(Buffer.from(a).toString("hex"), `size ${size}`).to.equal(Buffer.from(b).toString("hex"));
        // The oracle itself, without the signer around it.
        expect(Buffer.from(nacl.sign.detached(message, nacl.sign.keyPair.fromSeed(keys.seed).secretKey)).equals(Buffer.from(a))).to.equal(true);
      }
    }
  });

  it("verifies each other's signatures, with the key pair or the public key alone", () => {
    const keys = generateKeyPair();
    const signers = [makeSigner(keys, "node"), makeSigner(keys, "tweetnacl"), makeSigner({ publicKey: keys.publicKey }, "node"), makeSigner({ publicKey: keys.publicKey }, "tweetnacl")];
    for (const size of SIZES) {
      const message = new Uint8Array(randomBytes(size));
      for (const by of signers.slice(0, 2)) {
        const signature = by.sign(message);
        for (const checker of signers) expect(checker.verify(message, signature), `${by.implementation} → ${checker.implementation}`).to.equal(true);
      }
    }
  });

  it("refuses an altered signature, an altered message and another key's signature, also right after signing", () => {
    const keys = generateKeyPair();
    const stranger = makeSigner(generateKeyPair(), "node");
    for (const implementation of ["node", "tweetnacl"] as const) {
      const signer = makeSigner(keys, implementation);
      for (const size of [1, 81, 300, 5000]) {
        const message = new Uint8Array(randomBytes(size));
        const signature = signer.sign(message);
        expect(signer.verify(message, signature)).to.equal(true);
        const flipped = signature.slice();
        flipped[size % 64]! ^= 1;
        expect(signer.verify(message, flipped), `${implementation}: altered signature`).to.equal(false);
        const other = message.slice();
        other[0]! ^= 1;
        expect(signer.verify(other, signature), `${implementation}: altered message`).to.equal(false);
        expect(signer.verify(message, stranger.sign(message)), `${implementation}: another key`).to.equal(false);
        expect(signer.verify(message, signature.subarray(0, 63)), `${implementation}: short signature`).to.equal(false);
      }
    }
  });

  it("refuses to sign with a public key alone", () => {
    const { publicKey } = generateKeyPair();
    for (const implementation of ["node", "tweetnacl"] as const) {
      expect(() => makeSigner({ publicKey }, implementation).sign(new Uint8Array(1))).to.throw(/verify but not sign/);
    }
  });

  it("uses node:crypto where the platform has Ed25519", () => {
    expect(makeSigner(generateKeyPair()).implementation).to.equal("node");
  });
});
