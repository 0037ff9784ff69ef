// One answer per turn of the event loop, for the front's requests (scripts/server.mjs). Node accepts one new
// connection per turn, and a turn runs the answers of every request that came in meanwhile: under load a new
// connection waited for dozens of turns, each full of other connections' answers, and its first request was answered
// seconds late (docs/decisions/030-submit-without-web-objects.md, "Session 9"). Taking turns, the first request runs
// at once; any others that came in during that turn run one per turn after it, in order, so accepting keeps pace
// with answering. A single connection never waits: its next request comes in a later turn.

/** A queue that runs each job in a turn of its own (`run` starts the job; it need not have finished by then). */
export function createTurns() {
  const waiting = [];
  let turning = false;
  function next() {
    const run = waiting.shift();
    if (!run) {
      turning = false;
      return;
    }
    run();
    setImmediate(next);
  }
  return {
    take(run) {
      if (turning) return void waiting.push(run);
      turning = true;
      run();
      setImmediate(next);
    },
    /** Jobs waiting for their turn. */
    get waiting() {
      return waiting.length;
    },
  };
}
