// A throwaway PostgreSQL cluster for tests: `initdb` in a temporary folder, started on a free
// loopback port, and stopped (then removed) when the test is done or this process exits, even on
// failure. As root (CI), the cluster runs as the `postgres` system user, since initdb refuses root.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Postgres {
  url: string;
  stop(): void;
}

/** The folder holding initdb, pg_ctl and postgres: on PATH, or Debian's /usr/lib/postgresql/N/bin. */
function binaries(): string {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(debian, v, "bin", "initdb"))) return join(debian, v, "bin");
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (found) return found.replace(/\/initdb$/, "");
  throw new Error("PostgreSQL is not installed: no initdb on PATH or under /usr/lib/postgresql/*/bin (`.ci/run` installs it)");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The user the cluster runs as: this one, or `postgres` when this is root. */
function clusterUser(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g"), name: "postgres" };
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
    return { uid: id("-u"), gid: id("-g"), name: "postgres" };
  }
}

/** Starts a cluster with one database, `toolgate`, owned by the superuser `toolgate` (trust on loopback). */
export async function startPostgres(): Promise<Postgres> {
  const bin = binaries();
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), "toolgate-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const as = (cmd: string, args: string[]) => (user ? ["runuser", ["-u", user.name, "--", join(bin, cmd), ...args]] : [join(bin, cmd), args]) as [string, string[]];
  const data = join(dir, "data");
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      spawnSync(...as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]), { stdio: "ignore" });
    }
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", stop);
  };
  process.on("exit", stop);
  try {
    execFileSync(...as("initdb", ["-D", data, "-A", "trust", "-U", "toolgate", "--no-sync", "-E", "UTF8"]), { stdio: "pipe" });
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
      const r = spawnSync(...as("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "30", "start"]), { encoding: "utf8" });
      if (r.status === 0) {
        started = true;
        execFileSync(...as("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "toolgate", "toolgate"]), { stdio: "pipe" });
        return { url: `postgres://toolgate@127.0.0.1:${port}/toolgate`, stop };
      }
      // The port was taken between choosing and binding it: choose again.
      if (attempt >= 3) throw new Error(`PostgreSQL did not start: ${r.stderr || r.stdout}`);
    }
  } catch (e) {
    stop();
    throw e;
  }
}
