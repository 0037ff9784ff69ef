import { expect, test } from "./fixtures";

// What the route tests cannot see: the real server's status codes and headers for odd addresses.
test("unknown pages answer 404, malformed addresses a JSON 404, and every answer carries the security headers", async ({
  page,
}) => {
  for (const path of ["/sessions/no-such-game", "/leagues/no-such-league", "/sessions/no-such-game/referee", "/nope"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
  }
  for (const path of ["/api/v1/sessions/%E0%A4%A", "/sessions/%zz", "/api/v1/nope"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect((await response.json()).error.code, path).toBe("not_found");
  }
  const put = await page.request.put("/api/v1/sessions", { data: {} });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("POST");
  expect((await put.json()).error.code).toBe("method_not_allowed");

  const home = await page.goto("/");
  const headers = home!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Next put this request's nonce on its scripts (the browser hides the attribute from the DOM: read the HTML).
  expect(await home!.text()).toContain(`nonce="${nonce}"`);
  const overHttps = await page.request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(overHttps.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
});
