// A league backup document written out directly (docs/backup-format.md), as large as a test needs: Nines games of a
// fixed number of rounds between three members, the winner going round the table, everyone else scoring 1 and 2.
// Shared by the import tests (tests/api) and the import load test (tests/crash).

const ref = (kind: string, index: number) => `${kind}-${String(index).padStart(8, "0")}`;
const MEMBERS = ["Ann", "Ben", "Cem"];

export function backupDocument({
  games,
  rounds,
  playedOn = "2026-11-30",
  members = MEMBERS.length,
}: {
  games: number;
  rounds: number;
  playedOn?: string;
  /** How many members the league lists (the first three play). */
  members?: number;
}) {
  const memberRefs = Array.from({ length: members }, (_, i) => ref("member", i));
  const at = (game: number, round: number) =>
    new Date(Date.UTC(2026, 10, 30, 18) + game * 3_600_000 + round * 1000).toISOString();
  return {
    format: "deckside-league-backup",
    version: 1,
    exportedAt: "2026-12-01T20:15:00.000Z",
    league: { name: "Big club", game: null, seasonStart: null, seasonEnd: null, pointsTable: [3, 2, 1] },
    members: memberRefs.map((id, i) => ({ id, name: MEMBERS[i] ?? `Member ${i}` })),
    sessions: Array.from({ length: games }, (_, g) => {
      const players = MEMBERS.map((name, seat) => ({ id: ref(`g${g}-p`, seat), name, seat, member: memberRefs[seat] }));
      return {
        id: ref("session", g),
        game: "nines",
        options: { threshold: 10_000, rounds },
        firstDealer: 0,
        playedOn,
        createdAt: at(g, 0),
        players,
        rounds: Array.from({ length: rounds }, (_, r) => {
          const winner = players[r % 3]!.id;
          return {
            number: r + 1,
            entry: { winner, hands: { [players[(r + 1) % 3]!.id]: 1, [players[(r + 2) % 3]!.id]: 2 } },
            createdAt: at(g, r + 1),
            updatedAt: at(g, r + 1),
          };
        }),
      };
    }),
  };
}
