// Keys and licences. A keys file holds the Ed25519 pair that signs histories and tokens; a
// licence is a signed YAML naming the tenant, its public key, its expiry and tenant settings.
import { writeFileSync, mkdirSync } from "node:fs";
import type { TenantSettings } from "../check/check.js";
import { canonical } from "./digest.js";
import { fromBase64Url, generateKeyPair, keyPairFromSeed, makeSigner, toBase64Url, type KeyPair } from "./ed25519.js";
import { ToolgateError } from "../errors.js";
import { compileFileSchema } from "../load/ajv.js";
import { inlineSource, readYaml, schemaFailure, yaml } from "../load/yaml-file.js";

export const DEFAULT_TENANT_SETTINGS: TenantSettings = { taint_policy: "confirm", lapsed: "writes" };

export interface LicenceBody {
  tenant: string;
  public_key: string;
  issued: string;
  expires: string;
  settings?: Partial<TenantSettings>;
}

export interface LicenceFile {
  licence: LicenceBody;
  signature: string;
}

export interface Licence {
  tenant: string;
  publicKey: Uint8Array;
  expires: number;
  settings: TenantSettings;
}

const keysSchema = {
  type: "object",
  additionalProperties: false,
  required: ["public_key", "seed"],
  properties: { public_key: { type: "string" }, seed: { type: "string" } },
};
const validateKeys = compileFileSchema<{ public_key: string; seed: string }>(keysSchema, "keys");

const licenceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["licence", "signature"],
  properties: {
    signature: { type: "string" },
    licence: {
      type: "object",
      additionalProperties: false,
      required: ["tenant", "public_key", "issued", "expires"],
      properties: {
        tenant: { type: "string", minLength: 1 },
        public_key: { type: "string" },
        issued: { type: "string", format: "date-time" },
        expires: { type: "string", format: "date-time" },
        settings: {
          type: "object",
          additionalProperties: false,
          properties: { taint_policy: { enum: ["confirm", "refuse"] }, lapsed: { enum: ["writes", "all"] } },
        },
      },
    },
  },
};
const validateLicence = compileFileSchema<LicenceFile>(licenceSchema, "licence");

/** Reads a keys file (YAML: `public_key`, `seed`, base64url). */
export function readKeys(input: string | { public_key: string; seed: string }): KeyPair {
  const source = typeof input === "string" ? readYaml(input, "keys_invalid") : inlineSource(input, "<keys>");
  if (!validateKeys(source.data)) throw schemaFailure(source, validateKeys.errors ?? [], "keys_invalid", "the keys file is not valid");
  const pair = keyPairFromSeed(fromBase64Url(source.data.seed));
  if (toBase64Url(pair.publicKey) !== source.data.public_key) {
    throw new ToolgateError("keys_invalid", "the public key does not belong to the seed", { file: source.file, path: "/public_key" });
  }
  return pair;
}

function licenceMessage(body: LicenceBody): Buffer {
  return Buffer.from(`toolgate/licence/v1:${canonical(body)}`);
}

/** Issues a licence signed by a key pair (a local, self-issued licence with `keys init`). */
export function issueLicence(keys: KeyPair, body: Omit<LicenceBody, "public_key">): LicenceFile {
  const full: LicenceBody = { ...body, public_key: toBase64Url(keys.publicKey) };
  const sig = makeSigner(keys).sign(licenceMessage(full));
  return { licence: full, signature: toBase64Url(sig) };
}

/**
 * Reads and verifies a licence. It is signed by the issuer's key when one is given, otherwise
 * by the key it names (a self-issued licence).
 */
export function readLicence(input: string | LicenceFile, issuer?: Uint8Array): Licence {
  const source = typeof input === "string" ? readYaml(input, "licence_invalid") : inlineSource(input, "<licence>");
  if (!validateLicence(source.data)) throw schemaFailure(source, validateLicence.errors ?? [], "licence_invalid", "the licence is not valid");
  const { licence, signature } = source.data;
  const publicKey = fromBase64Url(licence.public_key);
  if (publicKey.length !== 32) throw new ToolgateError("licence_invalid", "the public key is not an Ed25519 key", { file: source.file, path: "/licence/public_key" });
  const ok = makeSigner({ publicKey: issuer ?? publicKey }).verify(licenceMessage(licence), fromBase64Url(signature));
  if (!ok) throw new ToolgateError("licence_invalid", "the licence's signature does not verify", { file: source.file, path: "/signature" });
  return {
    tenant: licence.tenant,
    publicKey,
    expires: Date.parse(licence.expires),
    settings: { ...DEFAULT_TENANT_SETTINGS, ...licence.settings } as TenantSettings,
  };
}

/** Makes a key pair and a local licence for it, and writes both (`toolgate keys init`). */
export function initKeys(dir: string, options: { tenant?: string; days?: number; now?: number } = {}): { keysFile: string; licenceFile: string } {
  const keys = generateKeyPair();
  const now = options.now ?? Date.now();
  const keysFile = `${dir}/keys.yaml`;
  const licenceFile = `${dir}/licence.yaml`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(keysFile, `# Toolgate signing keys. Keep this file secret: it signs histories and confirmations.\n${yaml().stringify({ public_key: toBase64Url(keys.publicKey), seed: toBase64Url(keys.seed) })}`, { mode: 0o600 });
  const licence = issueLicence(keys, {
    tenant: options.tenant ?? "local",
    issued: new Date(now).toISOString(),
    expires: new Date(now + (options.days ?? 365) * 86_400_000).toISOString(),
    settings: { ...DEFAULT_TENANT_SETTINGS },
  });
  writeFileSync(licenceFile, yaml().stringify(licence));
  return { keysFile, licenceFile };
}

