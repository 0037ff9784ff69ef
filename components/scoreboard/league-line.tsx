import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Name } from "../ui/name";
import { UnfileButton } from "./client-parts";

export interface GameLeague {
  id: string;
  name: string;
}

// No prefetch: the league page is a heavy render the server would do for every scoreboard view (decision 031).
const linkClass = "inline-flex min-h-11 items-center font-semibold text-felt-700 underline";

/** Under a league game's title: which league it counts in, linked (issue 28: no game page said so). */
export async function LeagueLine({ league }: { league: GameLeague }) {
  const t = await getTranslations("scoreboard");
  return (
    <p className="text-stone-700" data-testid="game-league">
      {t.rich("countsIn", {
        league: () => (
          <Link href={`/leagues/${league.id}`} prefetch={false} className={linkClass}>
            <Name>{league.name}</Name>
          </Link>
        ),
      })}
    </p>
  );
}

/**
 * The answer to "Add to league": the panel that asked is gone (the game is in a league now), so this says where it
 * went and links there, with an Undo for a phone that may change the game. Shown once, on the page the filing opens
 * (`?filed=<league id>`).
 */
export async function FiledNotice({
  league,
  sessionId,
  editable,
}: {
  league: GameLeague;
  sessionId: string;
  editable: boolean;
}) {
  const t = await getTranslations("scoreboard");
  return (
    <div role="status" className="rounded-xl bg-felt-100 p-3 text-lg text-felt-900" data-testid="filed-notice">
      {/* As the scoreboard's undo notice: where the sentence and the button do not fit side by side, the button
          takes a line of its own. A div, not a p: the Undo is a form, which a paragraph cannot hold. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <span>
          {t.rich("filedInto", {
            // The colon after the league's name stays on its line (at 200 % it started the next one).
            nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
            league: () => (
              <Link href={`/leagues/${league.id}`} prefetch={false} className={`${linkClass} whitespace-normal`}>
                <Name>{league.name}</Name>
              </Link>
            ),
          })}
        </span>
        {editable ? <UnfileButton sessionId={sessionId} leagueId={league.id} /> : null}
      </div>
    </div>
  );
}

/** The answer to that Undo (`?unfiled=<league id>`): the game is out of the league, and the filing panel is back. */
export async function UnfiledNotice({ league }: { league: GameLeague }) {
  const t = await getTranslations("scoreboard");
  return (
    <p role="status" className="rounded-xl bg-stone-200 p-3 text-lg text-stone-800" data-testid="unfiled-notice">
      {t.rich("unfiled", {
        league: () => (
          <Link href={`/leagues/${league.id}`} prefetch={false} className={linkClass}>
            <Name>{league.name}</Name>
          </Link>
        ),
      })}
    </p>
  );
}
