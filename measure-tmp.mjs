import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3302";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
const page0 = await context.newPage();
const res = await page0.request.post(base + "/api/v1/sessions", { data: { game: process.argv[2] ?? "nines", players: ["Ann", "Ben", "Cem"] } });
const s = await res.json();
await page0.goto(`${base}/sessions/${s.id}/join?token=${s.token}`);
await page0.close();
for (const path of [`/sessions/${s.id}`, `/sessions/${s.id}/round`, `/`]) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = [];
  page.on("response", (r) => { if (r.request().resourceType() === "script") scripts.push(r); });
  await page.goto(base + path, { waitUntil: "networkidle" });
  let bytes = 0; const files = [];
  for (const r of scripts) { const b = await r.body().catch(() => null); if (!b) continue; const gz = gzipSync(b, { level: 6 }).length; bytes += gz; files.push([new URL(r.url()).pathname.split("/").pop(), (gz/1024).toFixed(1)]); }
  files.sort((a, b) => b[1] - a[1]);
  console.log(path, (bytes / 1024).toFixed(1), "kB", files.length, JSON.stringify(files.slice(0, 12)));
  await page.close();
}
await browser.close();
