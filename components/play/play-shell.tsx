"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { type BornGame, readBorn } from "@/lib/offline/born-games";
import { bornSnapshot } from "@/lib/offline/born-snapshot";
import { SHELL_PARTS } from "../games/shell-parts";
import { SessionLive, useSessionLive } from "../live/session-live";
import { SessionLiveRoot, useSessionLiveRoot } from "../live/session-live-root";
import { useEngine } from "../live/use-round-queue";
import { PlayBoard } from "./play-board";
import { PlayRound } from "./play-round";
import { useBornSync } from "./use-born-sync";

/**
 * The shell of a game the server has never seen (docs/decisions/036-table-on-the-phone.md): precached by the service
 * worker at `/play`, it reads the game's id from the address's hash, loads the game kept on this phone
 * (lib/offline/born-games.ts) and its waiting rounds, and plays it from the phone's store alone. A game this phone
 * does not keep (sent already) opens its real page.
 */
export function PlayShell() {
  const t = useTranslations("offlineQueue");
  const [born, setBorn] = useState<BornGame | null>(null);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    void readBorn(id).then((kept) => {
      if (kept) setBorn(kept);
      else window.location.replace(`/sessions/${encodeURIComponent(id)}`);
    });
  }, []);
  if (!born) return <p className="text-stone-700">{t("playLoading")}</p>;
  return (
    <SessionLiveRoot sessionId={born.id}>
      <PlayGame born={born} />
    </SessionLiveRoot>
  );
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function PlayGame({ born }: { born: BornGame }) {
  const t = useTranslations("offlineQueue");
  const game = born.create.game;
  const { engine: Engine, roundCheck: RoundCheck, boardEngine: BoardEngine } = SHELL_PARTS[game];
  // The whole engine from the start: the options are read through its schema; the form checks with the round check.
  const engine = useEngine(game);
  const snapshot = useMemo(() => (engine ? bornSnapshot(born, engine, today()) : null), [engine, born]);
  const { flush } = useSessionLiveRoot();
  const refused = useBornSync(born.id, flush);
  return (
    <>
      <Engine />
      {refused ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          {t("playRefused", { message: refused.message })}
        </p>
      ) : null}
      {snapshot ? (
        <SessionLive
          version={0}
          snapshot={snapshot}
          engine={<RoundCheck />}
          boardEngine={<BoardEngine />}
          follow
          unseen
        >
          <PlayScreens />
        </SessionLive>
      ) : (
        <p className="text-stone-700">{t("playLoading")}</p>
      )}
    </>
  );
}

/** The board, or the round form in its place; the view exists once the replay has run over the store. */
function PlayScreens() {
  const live = useSessionLive();
  const [entering, setEntering] = useState(false);
  const enter = useCallback(() => setEntering(true), []);
  const back = useCallback(() => {
    setEntering(false);
    window.scrollTo(0, 0);
  }, []);
  if (!live?.view) return null;
  return entering ? <PlayRound onLeave={back} /> : <PlayBoard onEnter={enter} />;
}
