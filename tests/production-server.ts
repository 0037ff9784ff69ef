// The production server as the crash tests start it: `scripts/start.mjs` in its own process group (so a signal
// reaches `next start` under it too), its output kept for the failure message, and a wait for its health answer.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export interface ProductionServer {
  readonly port: number;
  readonly base: string;
  /** Everything the server printed, for a failure message. */
  output(): string;
  /** Resolves once `/api/health` answers 200; throws with the server's last output after `timeoutMs`. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Sends `signal` to the whole process group (nothing if it is already gone). */
  stop(signal?: NodeJS.Signals): void;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Starts the production server on `databaseUrl` and `port` (it needs a production build). */
export function startProductionServer(databaseUrl: string, port: number): ProductionServer {
  const log: string[] = [];
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => log.push(String(chunk)));
  child.stderr?.on("data", (chunk) => log.push(String(chunk)));
  const output = () => log.join("").slice(-2000);
  return {
    port,
    base,
    output,
    async healthy(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not up yet
        }
        await sleep(100);
      }
      throw new Error(`server did not come up:\n${output()}`);
    },
    stop(signal = "SIGKILL") {
      if (!child.pid) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
  };
}
