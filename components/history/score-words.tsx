import type { PlayerView } from "@/lib/sessions/types";

type Scores = Record<string, number>;

/**
 * A round's scores in a few words: every player's score for a round entered or undone ("Ann 0 · Ben 12"), only
 * the players whose score an edit changed ("Ben 12 → 21"). Null when there is nothing to say.
 */
export function ScoreWords({
  players,
  scores,
  previous,
  unchanged,
}: {
  players: PlayerView[];
  scores?: Scores;
  previous?: Scores;
  unchanged: string;
}) {
  if (!scores) return null;
  const shown = players.filter((p) => scores[p.id] !== undefined || previous?.[p.id] !== undefined);
  if (previous) {
    const changed = shown.filter((p) => scores[p.id] !== previous[p.id]);
    if (changed.length === 0) return <span className="text-stone-500">{unchanged}</span>;
    return (
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {changed.map((p) => (
          <li key={p.id} className="tabular">
            <bdi className="font-semibold">{p.name}</bdi>{" "}
            <span className="text-stone-500">{previous[p.id] ?? "–"}</span>
            {" → "}
            <span className="font-bold">{scores[p.id] ?? "–"}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {shown.map((p) => (
        <li key={p.id} className="tabular">
          <bdi className="font-semibold">{p.name}</bdi> {scores[p.id]}
        </li>
      ))}
    </ul>
  );
}
