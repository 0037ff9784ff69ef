// Empty on purpose: see vitest.config.ts.
export {};
