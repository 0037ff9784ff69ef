import { describe, expect, it } from "vitest";
import type { AppError } from "../errors";
import { chargeImport, IMPORT_BURST, IMPORT_REFILL_SECONDS, takeImportSlot } from "./gate";

function refusal(run: () => unknown): AppError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe("the import gate", () => {
  it("lets a client start its burst, then one import per refill, telling it how long to wait", () => {
    const start = 1_000_000;
    for (let i = 0; i < IMPORT_BURST; i++) expect(refusal(() => chargeImport("a", start))).toBe(null);
    const spent = refusal(() => chargeImport("a", start));
    expect(spent?.code).toBe("rate_limited");
    expect(spent?.retryAfter).toBe(IMPORT_REFILL_SECONDS);
    // Halfway to the next import: half the wait is left.
    expect(refusal(() => chargeImport("a", start + (IMPORT_REFILL_SECONDS * 1000) / 2))?.retryAfter).toBe(
      IMPORT_REFILL_SECONDS / 2,
    );
    expect(refusal(() => chargeImport("a", start + IMPORT_REFILL_SECONDS * 1000))).toBe(null);
    expect(refusal(() => chargeImport("a", start + IMPORT_REFILL_SECONDS * 1000))?.code).toBe("rate_limited");
    // Another client has its own budget.
    expect(refusal(() => chargeImport("b", start))).toBe(null);
  });

  it("holds one import at a time: a second is 503 with Retry-After until the first gives its slot back (once)", () => {
    const release = takeImportSlot();
    const busy = refusal(() => takeImportSlot());
    expect(busy?.code).toBe("unavailable");
    expect(busy?.retryAfter).toBeGreaterThan(0);
    expect(busy?.details).toMatchObject({ reason: "import_running" });
    release();
    release();
    const again = takeImportSlot();
    expect(refusal(() => takeImportSlot())?.code).toBe("unavailable");
    again();
  });
});
