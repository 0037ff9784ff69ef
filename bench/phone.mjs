// The phone's side of `npm run bench` (issue 10, "ship less to the phone"): first-load JS per page, Lighthouse
// mobile and two taps at 4× CPU throttling, on pages made through the public API on the running build.
import { measureLighthouse, measureTaps } from "./browser.mjs";
import { measureFirstLoadJs, preparePages } from "./pages.mjs";

export async function phonePart(app) {
  const started = Date.now();
  const setup = await preparePages(app.port);
  const firstLoad = await measureFirstLoadJs(setup);
  const taps = await measureTaps(setup);
  const lighthouse = await measureLighthouse(setup);
  console.log(`[bench] the phone's part took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { firstLoad, taps, lighthouse };
}
