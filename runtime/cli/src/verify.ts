// `toolgate verify`: the full verification of a carried or exported history, offline — every
// link from the genesis, every entry's signature and every reported outcome's signature.
import { fromBase64Url, makeSigner } from "@toolgate/core";
import { History, readNamedFile, repeatedKeyProblem } from "@toolgate/core";
import { readKeys } from "@toolgate/core";
import { EXIT, UsageError, type Command } from "./command.js";

export const verifyCommand: Command = {
  name: "verify",
  summary: "Verifies a history in full, offline: every link, every entry's signature, every reported outcome's signature.",
  usage: "verify --history FILE (--keys FILE | --public-key KEY) [--json]",
  description: "The history is a carried one (`--history-out`, `session.history.toJSON()`) or a stored session's export (`POST /v1/export`). Only the public key is needed.",
  options: {
    history: { type: "string", value: "FILE", description: "the history (JSON)", required: true },
    keys: { type: "string", value: "FILE", description: "the keys file whose public key signed it" },
    "public-key": { type: "string", value: "KEY", description: "the public key that signed it (base64url), instead of --keys" },
    json: { type: "boolean", description: "print the result as JSON" },
  },
  exits: [
    [EXIT.ok, "the history verifies"],
    [EXIT.refuse, "the history does not verify (the first problem is printed)"],
    [EXIT.input, "the history file cannot be read"],
  ],
  async run(values, _p, io) {
    if ((values.keys === undefined) === (values["public-key"] === undefined)) throw new UsageError("give --keys or --public-key");
    const publicKey = typeof values.keys === "string" ? readKeys(values.keys).publicKey : fromBase64Url(String(values["public-key"]));
    if (publicKey.length !== 32) throw new UsageError("--public-key is a 32-byte Ed25519 key in base64url");
    let text: string;
    try {
      text = readNamedFile(String(values.history));
    } catch (e) {
      io.err(`cannot read ${String(values.history)}: ${(e as Error).message}\n`);
      return EXIT.input;
    }
    const twice = repeatedKeyProblem(text);
    if (twice) {
      io.err(`cannot read ${String(values.history)}: ${twice}\n`);
      return EXIT.input;
    }
    const history = History.from(text);
    const result = history.verify(makeSigner({ publicKey }), { full: true });
    if (values.json) io.out(`${JSON.stringify({ session: history.session, entries: history.length, ...result })}\n`);
    else io.out(result.valid ? `valid: session ${history.session}, ${history.length} entries\n` : `not valid: ${result.problem}\n`);
    return result.valid ? EXIT.ok : EXIT.refuse;
  },
};
