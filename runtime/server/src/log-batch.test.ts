// Log lines batched per turn of the event loop: every line written once, in order, none lost at a
// flush, a close or the process's exit.
import { expect } from "chai";
import { logBatch } from "./log-batch.js";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("serve: log lines written together once per turn", () => {
  it("writes the lines of one turn in one write, in order, each with its newline", async () => {
    const writes: string[] = [];
    const batch = logBatch((text) => writes.push(text));
    batch.line('{"a":1}');
    batch.line('{"b":2}');
    batch.line('{"c":3}');
    expect(writes).to.deep.equal([]);
    await turn();
    expect(writes).to.deep.equal(['{"a":1}\n{"b":2}\n{"c":3}\n']);
    batch.line('{"d":4}');
    await turn();
    expect(writes).to.deep.equal(['{"a":1}\n{"b":2}\n{"c":3}\n', '{"d":4}\n']);
    batch.close();
  });

  it("writes what is pending at a flush or a close, and nothing twice", async () => {
    const writes: string[] = [];
    const batch = logBatch((text) => writes.push(text));
    batch.line("one");
    batch.flush();
    expect(writes).to.deep.equal(["one\n"]);
    batch.line("two");
    batch.close();
    expect(writes).to.deep.equal(["one\n", "two\n"]);
    await turn();
    expect(writes).to.deep.equal(["one\n", "two\n"]);
  });

  it("writes what is pending as the process exits, and stops watching it once closed", () => {
    const before = process.listenerCount("exit");
    const writes: string[] = [];
    const batch = logBatch((text) => writes.push(text));
    expect(process.listenerCount("exit")).to.equal(before + 1);
    batch.line("last words");
    process.emit("exit", 0);
    expect(writes).to.deep.equal(["last words\n"]);
    batch.close();
    expect(process.listenerCount("exit")).to.equal(before);
  });
});
