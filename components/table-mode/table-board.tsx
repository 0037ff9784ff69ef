import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { SessionView } from "@/lib/sessions/types";
import { WakeLockKeeper } from "../wake-lock";
import { TableLive } from "./table-live";
import { TableProgress } from "./table-progress";
import { TableStandings } from "./table-standings";

// Table mode (issue 11): the standings for a phone or tablet lying in the middle of the table, readable from a
// metre away. The whole screen, landscape first; names and totals as big as the screen allows. Everything shown
// comes from the session view the scoreboard renders, so every game works without a game-specific line here.
// What a round changes (the round, the standings, the winner, the tie-break) renders the session the phone shows
// now (the store's view, else the server's: useShownSession), so another phone's round needs no server render
// (docs/decisions/036-table-on-the-phone.md); the frame (the game, the way back) is the server's.
export async function TableBoard({ session }: { session: SessionView }) {
  const t = await getTranslations("tableMode");
  const tg = await getTranslations("games");
  return (
    <div
      data-testid="table-mode"
      className="fixed inset-0 z-40 flex flex-col gap-[2vh] overflow-auto bg-stone-100 p-[2vh] text-stone-900"
    >
      <WakeLockKeeper />
      <TableLive />
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-[clamp(1rem,min(4.5vh,5vw),2rem)]">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
          <h1 className="font-extrabold">{tg(`${session.game}.name`)}</h1>
          <TableProgress />
        </div>
        <Link
          href={`/sessions/${session.id}`}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-base font-semibold text-felt-700 ring-1 ring-stone-300"
        >
          {t("back")}
        </Link>
      </header>
      <TableStandings />
      <p className="text-center text-sm text-stone-600 landscape:hidden">{t("rotate")}</p>
    </div>
  );
}
