import { createGate } from "./gate";
import { gateAnswer, route } from "./node-bridge";

/**
 * Puts the front where scripts/server.mjs finds it: that script is plain Node and cannot import TypeScript, so
 * instrumentation.ts (which Next compiles and runs in the server's own process) hands it over on globalThis.
 * The gate (gate.ts) is handed over apart: it runs on every request, with the front on or off.
 */
export function installFront(): void {
  const gate = createGate();
  const decksideGate = (req: Parameters<typeof gate>[0]) => {
    const answer = gate(req);
    return answer ? gateAnswer(answer) : null;
  };
  Object.assign(globalThis, { decksideFront: route, decksideGate });
}
