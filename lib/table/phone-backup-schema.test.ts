import { describe, expect, it } from "vitest";
import {
  PHONE_BACKUP_FORMAT,
  PHONE_BACKUP_VERSION,
  phoneBackupGameSchema,
  phoneBackupSummary,
  readPhoneBackup,
} from "./phone-backup-schema";

// The phone backup file (docs/phone-backup-format.md): what it accepts, what it refuses and why, and what a
// restore shows of it before it runs.

const id = (c: string) => c.repeat(22);
const token = "t".repeat(43);

function game(sessionId: string, playedOn: string, names: string[], secret: string | null = token) {
  return {
    session: {
      id: sessionId,
      game: "nines",
      options: { threshold: 100 },
      firstDealer: 0,
      playedOn,
      createdAt: `${playedOn}T19:00:00.000Z`,
      players: names.map((name, seat) => ({
        id: `${sessionId.slice(0, 10)}player${seat}abcdef`,
        name,
        seat,
        member: null,
      })),
      rounds: [{ number: 1, entry: { winner: "x", hands: {} } }],
    },
    token: secret,
  };
}

const file = (games: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: PHONE_BACKUP_FORMAT, version: PHONE_BACKUP_VERSION, games, ...extra });

describe("readPhoneBackup", () => {
  it("reads a file of games, each as the league backup holds one, with its secret or null", () => {
    const read = readPhoneBackup(
      file([game(id("a"), "2026-11-30", ["Ann", "Ben"]), game(id("b"), "2026-12-01", ["Ann", "Cem"], null)], {
        exportedAt: "2026-12-02T20:00:00.000Z",
        notice: "keep it private",
      }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.backup.games.map((g) => [g.session.id, g.token])).toEqual([
      [id("a"), token],
      [id("b"), null],
    ]);
    expect(read.backup.games[0]!.session.players[1]).toMatchObject({ name: "Ben", seat: 1, member: null });
  });

  it("refuses what is no JSON, another kind of file (a league backup too) and a newer version, each in its own words", () => {
    expect(readPhoneBackup("{not json")).toEqual({ ok: false, refusal: { kind: "not_json" } });
    expect(readPhoneBackup("[1,2]")).toEqual({ ok: false, refusal: { kind: "not_phone_backup" } });
    expect(readPhoneBackup("null")).toEqual({ ok: false, refusal: { kind: "not_phone_backup" } });
    const league = JSON.stringify({ format: "deckside-league-backup", version: 1, league: {}, sessions: [] });
    expect(readPhoneBackup(league)).toEqual({ ok: false, refusal: { kind: "not_phone_backup" } });
    expect(readPhoneBackup(file([], { version: 3 }))).toEqual({
      ok: false,
      refusal: { kind: "newer_version", version: 3 },
    });
  });

  it("reads a version 1 file (before games born offline were kept) as before, and version 2's bornOffline games", () => {
    const old = readPhoneBackup(file([game(id("a"), "2026-11-30", ["Ann", "Ben"])], { version: 1 }));
    expect(old).toMatchObject({ ok: true, backup: { version: 1, games: [{ session: { id: id("a") }, token }] } });
    const born = { ...game(id("b"), "2026-12-01", ["Ann", "Cem"]), bornOffline: true };
    const now = readPhoneBackup(file([born, game(id("a"), "2026-11-30", ["Ann"])], { version: 2 }));
    expect(now.ok).toBe(true);
    if (!now.ok) return;
    expect(now.backup.games.map((g) => [g.session.id, g.bornOffline])).toEqual([
      [id("b"), true],
      [id("a"), undefined],
    ]);
  });

  it("names the first field that is off: a version 0, a secret of the wrong shape, a game of no known kind", () => {
    const zero = readPhoneBackup(file([], { version: 0 }));
    expect(zero).toMatchObject({ ok: false, refusal: { kind: "invalid", path: "version" } });
    const badSecret = readPhoneBackup(file([game(id("a"), "2026-11-30", ["Ann"], "short")]));
    expect(badSecret).toMatchObject({ ok: false, refusal: { kind: "invalid", path: "games.0.token" } });
    const unknownGame = game(id("a"), "2026-11-30", ["Ann"]);
    const read = readPhoneBackup(file([{ ...unknownGame, session: { ...unknownGame.session, game: "poker" } }]));
    expect(read).toMatchObject({ ok: false, refusal: { kind: "invalid", path: "games.0.session.game" } });
    const noDay = game(id("a"), "2026-11-30", ["Ann"]);
    const undated = readPhoneBackup(file([{ ...noDay, session: { ...noDay.session, playedOn: "30.11.2026" } }]));
    expect(undated).toMatchObject({ ok: false, refusal: { kind: "invalid", path: "games.0.session.playedOn" } });
  });

  it("refuses a game listed twice and a file without its games", () => {
    const twice = readPhoneBackup(file([game(id("a"), "2026-11-30", ["Ann"]), game(id("a"), "2026-11-30", ["Ann"])]));
    expect(twice).toMatchObject({ ok: false, refusal: { kind: "invalid", path: "games.1.session.id" } });
    const none = readPhoneBackup(JSON.stringify({ format: PHONE_BACKUP_FORMAT, version: 1 }));
    expect(none).toMatchObject({ ok: false, refusal: { kind: "invalid", path: "games" } });
  });

  it("a game needs its secret field: left out is refused, null says the phone only watched", () => {
    const { token: _left, ...withoutSecret } = game(id("a"), "2026-11-30", ["Ann"]);
    expect(phoneBackupGameSchema.safeParse(withoutSecret).success).toBe(false);
    expect(phoneBackupGameSchema.safeParse({ ...withoutSecret, token: null }).success).toBe(true);
  });
});

describe("phoneBackupSummary", () => {
  it("counts the games and those this phone may edit, spans their days, and names each person once", () => {
    const read = readPhoneBackup(
      file([
        game(id("a"), "2026-12-01", ["Ann", "Ben"]),
        game(id("b"), "2026-11-28", ["ann", "Cem"], null),
        game(id("c"), "2026-11-30", ["Ben", "Dan"]),
      ]),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.refusal));
    expect(phoneBackupSummary(read.backup)).toEqual({
      games: 3,
      editable: 2,
      firstDay: "2026-11-28",
      lastDay: "2026-12-01",
      players: ["Ann", "Ben", "Cem", "Dan"],
    });
  });

  it("an empty file has no days and no players", () => {
    const read = readPhoneBackup(file([]));
    if (!read.ok) throw new Error(JSON.stringify(read.refusal));
    expect(phoneBackupSummary(read.backup)).toEqual({
      games: 0,
      editable: 0,
      firstDay: null,
      lastDay: null,
      players: [],
    });
  });
});
