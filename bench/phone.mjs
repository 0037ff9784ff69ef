// The phone's side of `npm run bench` (issue 10, "ship less to the phone"; issue 27, "the table runs on the phone"):
// first-load JS per page, Lighthouse mobile and two taps at 4× CPU throttling, on pages made through the public API
// on the running build; then the table's own paths (bench/table.mjs) and the server's CPU per save on the phones'
// path (bench/save-cpu.mjs), unless `table` is false.
import { measureLighthouse, measureTaps } from "./browser.mjs";
import { measureFirstLoadJs, preparePages } from "./pages.mjs";
import { measureSaveCpu } from "./save-cpu.mjs";
import { measureTablePaths } from "./table.mjs";

export async function phonePart(app, { table = true, seconds = 2.5, reps = 2 } = {}) {
  const started = Date.now();
  const setup = await preparePages(app.port);
  const firstLoad = await measureFirstLoadJs(setup);
  const taps = await measureTaps(setup);
  const tablePaths = table ? await measureTablePaths(setup.base) : null;
  const saveCpu = table ? await measureSaveCpu(app, { seconds, reps }) : null;
  const lighthouse = await measureLighthouse(setup);
  console.log(`[bench] the phone's part took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { firstLoad, taps, lighthouse, table: tablePaths ? { ...tablePaths, saveCpu } : null };
}
