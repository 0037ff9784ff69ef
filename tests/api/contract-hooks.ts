// Wraps every route module for the API suite (imported by setup.ts), so each answer any test receives is checked
// against the OpenAPI document (contract.ts). contract-coverage.test.ts fails when a route.ts is missing here.
import { vi } from "vitest";

type Module = Record<string, unknown>;

vi.mock("@/app/api/[...path]/route", async (original) =>
  (await import("./contract")).checked("/api/{path}", await original<Module>()),
);
vi.mock("@/app/api/health/route", async (original) =>
  (await import("./contract")).checked("/api/health", await original<Module>()),
);
vi.mock("@/app/api/v1/games/[game]/referee/[check]/route", async (original) =>
  (await import("./contract")).checked("/api/v1/games/{game}/referee/{check}", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/backup/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}/backup", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/events/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}/events", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/export/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}/export", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/members/[memberId]/merge/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}/members/{memberId}/merge", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/members/[memberId]/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}/members/{memberId}", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/[id]/standings/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/{id}/standings", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/import/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues/import", await original<Module>()),
);
vi.mock("@/app/api/v1/leagues/route", async (original) =>
  (await import("./contract")).checked("/api/v1/leagues", await original<Module>()),
);
vi.mock("@/app/api/v1/openapi.json/route", async (original) =>
  (await import("./contract")).checked("/api/v1/openapi.json", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/events/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/events", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/export/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/export", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/history/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/history", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/league/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/league", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/referee/[check]/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/referee/{check}", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/referee/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/referee", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/rematch/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/rematch", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/rounds/[number]/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/rounds/{number}", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/rounds/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}/rounds", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/[id]/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions/{id}", await original<Module>()),
);
vi.mock("@/app/api/v1/sessions/route", async (original) =>
  (await import("./contract")).checked("/api/v1/sessions", await original<Module>()),
);
