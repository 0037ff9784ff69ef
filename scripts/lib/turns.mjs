// A few answers per turn of the event loop, for the front's requests (scripts/server.mjs). Node accepts one new
// connection per turn, and a turn runs the answers of every request that came in meanwhile: under load a new
// connection waited for dozens of turns, each full of other connections' answers, and its first request was answered
// seconds late (decision 030, "Four answers per turn"). Taking turns, the first request runs
// at once; any others that came in during that turn run a few per turn after it, in order, so accepting keeps pace
// with answering. A single connection never waits: its next request comes in a later turn.

/** Answers per turn: one accepted connection per four answers (one per answer measured more CPU per submit). */
export const ANSWERS_PER_TURN = 4;

/**
 * A queue that runs `perTurn` jobs per turn (`run` starts the job; it need not have finished by then): the first at
 * once, the rest in the turns after.
 */
export function createTurns(perTurn = ANSWERS_PER_TURN) {
  const waiting = [];
  let turning = false;
  function next() {
    if (waiting.length === 0) {
      turning = false;
      return;
    }
    for (let i = 0; i < perTurn && waiting.length > 0; i++) start(waiting.shift());
    setImmediate(next);
  }
  return {
    take(run) {
      if (turning) return void waiting.push(run);
      turning = true;
      start(run);
      setImmediate(next);
    },
    /** Jobs waiting for their turn. */
    get waiting() {
      return waiting.length;
    },
  };
}

/** Starts a job; one that throws at once is reported and never stops the turns (every later request would wait). */
function start(run) {
  try {
    run();
  } catch (error) {
    console.error("[deckside] an answer failed to start", error);
  }
}
