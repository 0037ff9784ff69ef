import { describe, expect, it } from "vitest";
import { backoff, type FlushOutcome, keepSending, type SendLoopEffects } from "./send-loop";

// The schedule on a clock of its own: `wait` moves it on, nothing sleeps.

function world(outcomes: FlushOutcome[], probeAnswers: (at: number) => boolean, offlineFrom = Infinity) {
  let clock = 0;
  const log: string[] = [];
  const effects: SendLoopEffects = {
    flush: async () => {
      const outcome = outcomes.shift() ?? "done";
      log.push(`flush@${clock}:${outcome}`);
      return outcome;
    },
    probe: async () => {
      const answers = probeAnswers(clock);
      log.push(`probe@${clock}:${answers}`);
      return answers;
    },
    offline: () => clock >= offlineFrom,
    wait: async (ms) => {
      clock += ms;
    },
    now: () => clock,
  };
  return { effects, log, clock: () => clock };
}

describe("keepSending", () => {
  it("stops after a pass that sent everything", async () => {
    const { effects, log } = world(["done"], () => true);
    await keepSending("a", effects);
    expect(log).toEqual(["flush@0:done"]);
  });

  it("while the server does not answer, probes about once a second and resends the moment it answers again", async () => {
    // The server is back at 5.5 s.
    const { effects, log } = world(["unreachable", "done"], (at) => at >= 5_500);
    await keepSending("b", effects);
    const flushes = log.filter((line) => line.startsWith("flush"));
    expect(flushes).toEqual(["flush@0:unreachable", "flush@6000:done"]);
    const probes = log.filter((line) => line.startsWith("probe"));
    expect(probes).toEqual([
      "probe@0:false",
      "probe@1000:false",
      "probe@2000:false",
      "probe@3000:false",
      "probe@4000:false",
      "probe@5000:false",
      "probe@6000:true",
    ]);
  });

  it("a send cut because the server answers again goes again at once", async () => {
    const { effects, log } = world(["back", "done"], () => true);
    await keepSending("g", effects);
    expect(log).toEqual(["flush@0:back", "flush@0:done"]);
  });

  it("backs off when the server answers the probe but not the save", async () => {
    const { effects, log } = world(["unreachable", "unreachable", "failing", "done"], () => true);
    await keepSending("c", effects);
    expect(log.filter((line) => line.startsWith("flush"))).toEqual([
      "flush@0:unreachable",
      "flush@1000:unreachable",
      "flush@3000:failing",
      "flush@7000:done",
    ]);
  });

  it("tries nothing while the browser says it is offline", async () => {
    const { effects, log } = world(["done"], () => true, 0);
    await keepSending("f", effects);
    expect(log).toEqual([]);
  });

  it("stops when the browser goes offline (the online event starts it again)", async () => {
    const { effects, log } = world(["unreachable"], () => false, 2_500);
    await keepSending("d", effects);
    expect(log.at(-1)).toBe("probe@2000:false");
    expect(log.filter((line) => line.startsWith("flush"))).toHaveLength(1);
  });

  it("runs once per session: a second start while it runs makes one more pass", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let passes = 0;
    const effects: SendLoopEffects = {
      flush: async () => {
        passes += 1;
        if (passes === 1) await gate;
        return "done";
      },
      probe: async () => true,
      offline: () => false,
      wait: async () => undefined,
      now: () => 0,
    };
    const first = keepSending("e", effects);
    await keepSending("e", effects);
    await keepSending("e", effects);
    release();
    await first;
    expect(passes).toBe(2);
  });

  it("doubles the backoff up to half a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoff)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
