import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { FIRST_ROUTES, warmRoutes } from "./warm-routes.mjs";

const servers = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server on a free loopback port answering with `answer(req, res)`; the paths it was asked for, in order. */
async function serverOf(answer) {
  const asked = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url);
    answer(req, res);
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: server.address().port, asked };
}

describe("warmRoutes", () => {
  it("asks for each first page in turn, one after the other, and says how each answered", async () => {
    let open = 0;
    let most = 0;
    const { port, asked } = await serverOf((req, res) => {
      most = Math.max(most, ++open);
      setTimeout(() => {
        open--;
        res.statusCode = req.url === "/" ? 200 : 404;
        res.end("page");
      }, 5);
    });
    const took = await warmRoutes("127.0.0.1", port);
    expect(asked).toEqual(FIRST_ROUTES);
    expect(most).toBe(1);
    expect(took.map((line) => line.replace(/ \d+ ms$/, ""))).toEqual(
      FIRST_ROUTES.map((path) => `${path} ${path === "/" ? 200 : 404}`),
    );
  });

  it("never throws: a refused connection, a dropped one and one that does not answer in time are reported", async () => {
    const { port: refused } = await serverOf(() => {});
    // Closed again: nothing listens on the port any more.
    const closed = servers.pop();
    await new Promise((resolve) => closed.close(resolve));
    expect(await warmRoutes("127.0.0.1", refused, { paths: ["/"] })).toEqual([
      expect.stringMatching(/^\/ failed \(connect ECONNREFUSED .*\) \d+ ms$/),
    ]);

    const { port, asked } = await serverOf((req, res) => {
      if (req.url === "/drop") req.socket.destroy();
      else if (req.url === "/ok") res.end("ok");
      // "/slow" is never answered.
    });
    const took = await warmRoutes("127.0.0.1", port, { paths: ["/drop", "/ok", "/slow", "/late"], budgetMs: 300 });
    expect(asked).toEqual(["/drop", "/ok", "/slow"]);
    expect(took[0]).toMatch(/^\/drop failed \(socket hang up\) \d+ ms$/);
    expect(took[1]).toMatch(/^\/ok 200 \d+ ms$/);
    // The slow page used up what was left of the budget: the one after it is not asked for.
    expect(took[2]).toMatch(/^\/slow failed \(timed out\) \d+ ms$/);
    expect(took[3]).toBe("/late skipped");
  });
});
