// The full verification of a history, offline: `history.verify(signer, { full: true })` and
// `toolgate verify`. It checks every link, every entry's signature and every reported outcome's,
// whatever this process signed or verified before, so an export is audited on its own.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "@toolgate/cli";
import { Client, History, initKeys, makeSigner, readKeys, toBase64Url } from "@toolgate/core";
import { catalogue, ran } from "./fixtures.js";

async function tg(argv: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const code = await run(argv, { out: (t) => (out += t), err: () => {}, env: {} });
  return { code, out };
}

describe("full verification of a history", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-verify-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("verifies an export offline and names the first entry that does not", async () => {
    const { keysFile } = initKeys(join(dir, ".toolgate"));
    const keys = readKeys(keysFile);
    const client = await Client.create({ catalogue, keys, log: () => {} });
    const s = client.session("billing");
    await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    await ran(s, "get_order", { order_id: "2" }, { order_id: "2", total: 10 });
    const json = s.history.toJSON();
    const signer = makeSigner({ publicKey: keys.publicKey });
    expect(History.from(json).verify(signer, { full: true })).to.deep.equal({ valid: true });

    const file = join(dir, "history.json");
    writeFileSync(file, JSON.stringify(json));
    expect(await tg(["verify", "--history", file, "--keys", keysFile])).to.deep.equal({ code: 0, out: `valid: session ${s.id}, 2 entries\n` });
    // `=`: a random key's base64url starts with `-` one time in 64, which would read as an option.
    expect((await tg(["verify", "--history", file, `--public-key=${toBase64Url(keys.publicKey)}`, "--json"])).out).to.equal(`${JSON.stringify({ session: s.id, entries: 2, valid: true })}\n`);

    // An earlier entry's signature replaced by the newest one's.
    const forged = structuredClone(json);
    forged.entries[0]!.sig = forged.entries[1]!.sig;
    expect(History.from(forged).verify(signer, { full: true })).to.deep.equal({ valid: false, problem: "entry 0's signature does not verify" });
    const edited = structuredClone(json);
    edited.entries[0]!.outcome!.status = "failed";
    writeFileSync(file, JSON.stringify(edited));
    expect(await tg(["verify", "--history", file, "--keys", keysFile])).to.deep.equal({ code: 1, out: "not valid: entry 0's reported outcome does not verify\n" });
    // Another key: the signatures do not verify.
    const other = await Client.create({ catalogue, log: () => {} });
    writeFileSync(file, JSON.stringify(json));
    expect(await tg(["verify", "--history", file, `--public-key=${other.publicKey ? toBase64Url(other.publicKey) : ""}`])).to.deep.equal({ code: 1, out: "not valid: entry 0's signature does not verify\n" });
  });
});
