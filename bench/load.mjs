// A keep-alive HTTP load generator on node:http that times each request with performance.now(), so sub-millisecond
// latencies survive (autocannon reports whole milliseconds). Each connection sends its next request when the
// previous answer has been read in full: closed loop, `connections` requests in flight.
import http from "node:http";

/** One request over `agent`; resolves with the status and the parsed JSON body (or null). */
export function send(agent, port, { method = "GET", path, body, token, headers: extra }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { ...extra };
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(payload);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: "127.0.0.1", port, method, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {}
        resolve({ status: res.statusCode ?? 0, body: json });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * Runs `connections` closed loops for `durationMs`. `next(worker)` gives the next request (it may await setup of
 * its own, which is not timed); the answer goes to `request.done` if given. Returns counts and sorted latencies.
 */
export async function load({ port, connections, durationMs, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const failures = new Map();
  let untimed = 0;
  const start = performance.now();
  const end = start + durationMs;
  async function worker(w) {
    while (performance.now() < end) {
      const before = performance.now();
      const request = await next(w, agent);
      untimed += performance.now() - before;
      const t0 = performance.now();
      const answer = await send(agent, port, request);
      latencies.push(performance.now() - t0);
      if (answer.status >= 300) {
        const key = `${answer.status} ${answer.body?.error?.code ?? ""}`.trim();
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      request.done?.(answer);
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsedMs = performance.now() - start;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // Time spent making sessions between timed requests is not load: leave it out of the rate.
  const busyMs = Math.max(1, elapsedMs - untimed / connections);
  return { count: latencies.length, busyMs, latencies, failures: Object.fromEntries(failures) };
}

/** The q-quantile (0..1) of sorted values. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
