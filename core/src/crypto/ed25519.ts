// Ed25519 signing behind one interface, with two implementations that give byte-identical
// signatures: node:crypto (fast, key objects made once) and tweetnacl (portable, the oracle).
import { createPrivateKey, createPublicKey, sign as nodeSign, verify as nodeVerify, randomBytes, type KeyObject } from "node:crypto";
import { createRequire } from "node:module";
import { ToolgateError } from "../errors.js";
import { decodeBase64Url, encodeBase64Url } from "./base64url.js";

export interface Signer {
  readonly implementation: "node" | "tweetnacl";
  /** The raw 32-byte public key. */
  readonly publicKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
  verify(message: Uint8Array, signature: Uint8Array): boolean;
}

/** A key pair as raw bytes: the 32-byte seed and the 32-byte public key. */
export interface KeyPair {
  seed: Uint8Array;
  publicKey: Uint8Array;
}

// DER prefixes that wrap a raw Ed25519 key as PKCS#8 and SPKI (RFC 8410).
const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

// tweetnacl is loaded when first used (a platform without Ed25519, or asked for by name): a
// process signing with node:crypto never loads it.
const require = createRequire(import.meta.url);
let naclModule: typeof import("tweetnacl") | undefined;
function nacl(): typeof import("tweetnacl") {
  return (naclModule ??= require("tweetnacl") as typeof import("tweetnacl"));
}

export function generateKeyPair(): KeyPair {
  return keyPairFromSeed(new Uint8Array(randomBytes(32)));
}

export function keyPairFromSeed(seed: Uint8Array): KeyPair {
  if (seed.length !== 32) throw new ToolgateError("keys_invalid", `an Ed25519 seed is 32 bytes, not ${seed.length}`);
  try {
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
    const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
    return { seed, publicKey: new Uint8Array(spki.subarray(SPKI_PREFIX.length)) };
  } catch {
    return { seed, publicKey: nacl().sign.keyPair.fromSeed(seed).publicKey };
  }
}

/**
 * The newest signatures a signer made, by message. A signature this signer made over exactly
 * these bytes verifies by construction, so a history head or a token this process signed is
 * not verified again; anything else (another signer's, an altered one) is verified in full.
 */
class SignedHere {
  private static readonly KEEP = 16_384;
  /** Messages longer than this are not remembered: histories and tokens sign short texts. */
  private static readonly LONGEST = 2048;
  private readonly made_ = new Map<string, Uint8Array>();

  remember(message: Uint8Array, signature: Uint8Array): void {
    if (message.length > SignedHere.LONGEST) return;
    const key = Buffer.from(message.buffer, message.byteOffset, message.length).toString("latin1");
    this.made_.delete(key);
    this.made_.set(key, signature.slice());
    if (this.made_.size > SignedHere.KEEP) this.made_.delete(this.made_.keys().next().value!);
  }

  made(message: Uint8Array, signature: Uint8Array): boolean {
    if (message.length > SignedHere.LONGEST || this.made_.size === 0) return false;
    const known = this.made_.get(Buffer.from(message.buffer, message.byteOffset, message.length).toString("latin1"));
    if (!known) return false;
    for (let i = 0; i < 64; i++) if (known[i] !== signature[i]) return false;
    return true;
  }
}

class NodeSigner implements Signer {
  readonly implementation = "node" as const;
  private readonly signed = new SignedHere();
  private readonly privateKey: KeyObject | undefined;
  private readonly publicKeyObject: KeyObject;

  constructor(
    readonly publicKey: Uint8Array,
    seed?: Uint8Array,
  ) {
    this.publicKeyObject = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, publicKey]), format: "der", type: "spki" });
    this.privateKey = seed ? createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" }) : undefined;
  }

  sign(message: Uint8Array): Uint8Array {
    if (!this.privateKey) throw new ToolgateError("keys_invalid", "this key can verify but not sign: no private key was given");
    const signature = new Uint8Array(nodeSign(null, message, this.privateKey));
    this.signed.remember(message, signature);
    return signature;
  }

  verify(message: Uint8Array, signature: Uint8Array): boolean {
    if (signature.length !== 64) return false;
    if (this.signed.made(message, signature)) return true;
    return nodeVerify(null, message, this.publicKeyObject, signature);
  }
}

class NaclSigner implements Signer {
  readonly implementation = "tweetnacl" as const;
  private readonly signed = new SignedHere();
  private readonly secretKey: Uint8Array | undefined;

  constructor(
    readonly publicKey: Uint8Array,
    seed?: Uint8Array,
  ) {
    this.secretKey = seed ? nacl().sign.keyPair.fromSeed(seed).secretKey : undefined;
  }

  sign(message: Uint8Array): Uint8Array {
    if (!this.secretKey) throw new ToolgateError("keys_invalid", "this key can verify but not sign: no private key was given");
    const signature = nacl().sign.detached(message, this.secretKey);
    this.signed.remember(message, signature);
    return signature;
  }

  verify(message: Uint8Array, signature: Uint8Array): boolean {
    if (signature.length !== 64) return false;
    if (this.signed.made(message, signature)) return true;
    return nacl().sign.detached.verify(message, signature, this.publicKey);
  }
}

let nodeHasEd25519: boolean | undefined;
function nodeSupportsEd25519(): boolean {
  if (nodeHasEd25519 === undefined) {
    try {
      const kp = keyPairFromSeed(new Uint8Array(32));
      new NodeSigner(kp.publicKey, kp.seed).sign(new Uint8Array(1));
      nodeHasEd25519 = true;
    } catch {
      nodeHasEd25519 = false;
    }
  }
  return nodeHasEd25519;
}

/**
 * A signer for a key pair (or a public key alone, to verify). `node:crypto` where the
 * platform has Ed25519, else tweetnacl; `implementation` forces one (tests, benchmarks).
 */
export function makeSigner(keys: { publicKey: Uint8Array; seed?: Uint8Array }, implementation?: "node" | "tweetnacl"): Signer {
  const which = implementation ?? (nodeSupportsEd25519() ? "node" : "tweetnacl");
  return which === "node" ? new NodeSigner(keys.publicKey, keys.seed) : new NaclSigner(keys.publicKey, keys.seed);
}

export function toBase64Url(bytes: Uint8Array): string {
  return encodeBase64Url(bytes);
}

/**
 * Decodes canonical base64url strictly. Any other text (padding, junk, non-zero final bits)
 * decodes to no bytes, which no key, seed or signature check accepts.
 */
export function fromBase64Url(text: string): Uint8Array {
  return decodeBase64Url(text) ?? new Uint8Array(0);
}
