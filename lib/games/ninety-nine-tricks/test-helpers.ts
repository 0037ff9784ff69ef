// Shared fixtures for this folder's tests (not a test file itself; vitest only runs *.test.ts).
import type { Table } from "../types";
import type { NinetyNineTricksOptions } from "./options";
import { ninetyNineTricks } from "./rules";
import type { NinetyNineTricksState } from "./state";

export const ANN = "ann";
export const BEN = "ben";
export const CEM = "cem";
export const table: Table = { players: [ANN, BEN, CEM], firstDealer: 0 };

export function opts(input: Partial<NinetyNineTricksOptions> = {}): NinetyNineTricksOptions {
  return ninetyNineTricks.optionsSchema.parse(input);
}

export function start(input: Partial<NinetyNineTricksOptions> = {}, at: Table = table): NinetyNineTricksState {
  return ninetyNineTricks.initialState(at, opts(input));
}

/** A round entry from [bid, tricks] per seat (ann, ben, cem), parsed through the entry schema. */
export function round(
  ann: [number, number],
  ben: [number, number],
  cem: [number, number],
  extra: Record<string, unknown> = {},
) {
  return ninetyNineTricks.entrySchema.parse({
    bids: { [ANN]: ann[0], [BEN]: ben[0], [CEM]: cem[0] },
    tricks: { [ANN]: ann[1], [BEN]: ben[1], [CEM]: cem[1] },
    ...extra,
  });
}

/** Validates, then applies; fails the test loudly when the entry is refused. */
export function play(state: NinetyNineTricksState, entry: ReturnType<typeof round>) {
  const violations = ninetyNineTricks.validate(entry, state);
  if (violations.length > 0) throw new Error(`refused: ${JSON.stringify(violations)}`);
  return ninetyNineTricks.apply(entry, state);
}

/** Recursively freezes a value, so any mutation throws in strict-mode test code. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
