"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState, useTransition } from "react";
import type { GameId, Violation } from "@/lib/games/types";
import { type BornCreate, type BornGame, forgetBorn, keepBorn } from "@/lib/offline/born-games";
import { waitForEngine } from "@/lib/offline/engines";
import { phoneId, phoneSecret } from "@/lib/offline/phone-ids";
import { type BornSend, sendBorn } from "@/lib/offline/send-born";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { messagesFor, useActionErrorText, useViolationText } from "../use-violation-text";
import { GamePicker } from "./game-picker";
import { OptionsEditor } from "./options-editor";
import { PlayersEditor } from "./players-editor";
import { RecentNames } from "./recent-names";
import { Roster } from "./roster";
import type { SetupGame } from "./setup-games";
import { useWaitingStart } from "./use-waiting-start";

export interface LeagueContext {
  id: string;
  name: string;
  members: string[];
}

export function NewGameForm({
  games,
  league,
  recentNames = [],
  engines,
}: {
  games: SetupGame[];
  league?: LeagueContext;
  /** Players from this phone's recent games, offered for one-tap seating. */
  recentNames?: string[];
  /** Each game's engine loader (components/offline/session-engine.tsx): a game started without a server is checked on the phone. */
  engines: Partial<Record<GameId, ReactNode>>;
}) {
  const t = useTranslations("setup");
  const router = useRouter();
  // The chosen game's engine loads only when the server does not answer (a game then starts on this phone).
  const [engineWanted, setEngineWanted] = useState(false);
  const errorText = useActionErrorText();
  const firstAvailable = games.find((g) => g.available) ?? games[0]!;
  const [gameId, setGameId] = useState(firstAvailable.id);
  const game = games.find((g) => g.id === gameId) ?? firstAvailable;
  // The chosen game may word its own set-up refusals ("Ninety-Eight is for 2 to 8 players (…)").
  const text = useViolationText(gameId);
  const [players, setPlayers] = useState<string[]>(() => Array(Math.max(game.minPlayers, 3)).fill(""));
  const [firstDealer, setFirstDealer] = useState(0);
  const [options, setOptions] = useState<Record<string, unknown>>(game.defaults);
  const [playedOn, setPlayedOn] = useState("");
  const [violations, setViolations] = useState<Violation[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  // A game kept on this phone until the server answers (the form stays as typed meanwhile).
  const [waiting, setWaiting] = useState<BornGame | null>(null);
  useWaitingStart(
    waiting,
    (id) => router.push(`/sessions/${id}`),
    (verdict) => {
      setWaiting(null);
      setViolations(verdict.violations);
      setMessage(verdict.violations.length > 0 ? t("fixErrors") : errorText(verdict));
    },
  );
  // After a refused Start, the first field that needs an answer takes the focus (and scrolls into view).
  useEffect(() => {
    if (violations.length === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: "center" });
  }, [violations]);

  /** Seats a tapped name in the first empty seat, or a new seat while the game has room. */
  const seat = (name: string) =>
    setPlayers((current) => {
      const empty = current.findIndex((p) => p.trim() === "");
      if (empty >= 0) return current.map((p, i) => (i === empty ? name : p));
      return current.length < game.maxPlayers ? [...current, name] : current;
    });

  function chooseGame(id: SetupGame["id"]) {
    const next = games.find((g) => g.id === id);
    if (!next?.available) return;
    setGameId(id);
    setOptions(next.defaults);
    setPlayers((current) => {
      const sized = current.slice(0, next.maxPlayers);
      while (sized.length < next.minPlayers) sized.push("");
      return sized;
    });
    setFirstDealer(0);
    setViolations([]);
  }

  /**
   * Starts the game. The phone chooses its id, secret and players' ids (lib/offline/phone-ids.ts) and asks the server
   * to create it; without an answer (no network, a stalled one, no server) the game starts on this phone, checked by
   * the game's own engine, and reaches the server later under the same link (docs/decisions/036-table-on-the-phone.md).
   * Whatever happens, what was typed stays in the form.
   */
  function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const create: BornCreate = {
      game: gameId,
      players: players.map((name) => name.trim()),
      playerIds: players.map(() => phoneId()),
      options,
      firstDealer,
      ...(league ? { leagueId: league.id } : {}),
      ...(playedOn ? { playedOn } : {}),
    };
    const born: BornGame = { id: phoneId(), token: phoneSecret(), create, createdAt: new Date().toISOString() };
    const offline = navigator.onLine === false;
    // Outside the transition: an update inside it before its first await would wait for the whole save to end.
    if (offline) setEngineWanted(true);
    startTransition(async () => {
      const sent: BornSend = offline ? { ok: false, network: true } : await sendBorn(born);
      if (sent.ok) {
        router.push(`/sessions/${born.id}`);
        return;
      }
      if (!sent.network) {
        setViolations(sent.violations);
        setMessage(sent.violations.length > 0 ? t("fixErrors") : errorText(sent));
        return;
      }
      setEngineWanted(true);
      const engine = await waitForEngine(gameId, 10_000);
      if (!engine) {
        setMessage(t("startOfflineFailed"));
        return;
      }
      // The set-up's schemas (zod) load only now: the form itself ships none of them.
      const { checkBorn } = await import("@/lib/offline/born-check");
      const local = checkBorn(engine, create);
      if (local.length > 0) {
        setViolations(local);
        setMessage(t("fixErrors"));
        return;
      }
      await keepBorn(born);
      // With the service worker in charge, the game is played at once from its precached shell (app/play), and
      // reaches the server from there; without one, that page could not open offline: the form waits instead.
      if (navigator.serviceWorker?.controller) {
        window.location.assign(`/play#${born.id}`);
        return;
      }
      setWaiting(born);
    });
  }

  const generalErrors = [...messagesFor(violations, undefined, text), ...messagesFor(violations, "players", text)];
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {engineWanted ? engines[gameId] : null}
      <GamePicker games={games} value={gameId} onChange={chooseGame} />
      {league ? (
        <Roster league={league} taken={players} onPick={seat} />
      ) : (
        <RecentNames names={recentNames} taken={players} onPick={seat} />
      )}
      <PlayersEditor
        players={players}
        min={game.minPlayers}
        max={game.maxPlayers}
        firstDealer={firstDealer}
        violations={violations}
        onChange={(next, dealer) => {
          setPlayers(next);
          setFirstDealer(dealer);
        }}
      />
      {league ? (
        <Panel>
          <label className="block text-lg font-semibold" htmlFor="played-on">
            {t("playedOn")}
          </label>
          <p className="text-sm text-stone-600">{t("playedOnHelp")}</p>
          <input
            id="played-on"
            type="date"
            value={playedOn}
            onChange={(e) => setPlayedOn(e.target.value)}
            aria-describedby="played-on-error"
            className="mt-1 block min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300"
          />
          <FieldError id="played-on-error" messages={messagesFor(violations, "playedOn", text)} />
        </Panel>
      ) : null}
      <OptionsEditor
        game={gameId}
        fields={game.optionFields}
        options={options}
        violations={violations}
        onChange={setOptions}
      />
      <Panel>
        <FieldError id="setup-errors" messages={message ? [message, ...generalErrors] : generalErrors} />
        {waiting ? (
          <p
            role="status"
            className="rounded-xl bg-amber-50 p-3 text-amber-950 ring-2 ring-amber-300"
            data-testid="start-waiting"
          >
            {t("startWaiting")}
          </p>
        ) : null}
        <Button type="submit" disabled={pending || waiting !== null} className="mt-2 w-full text-xl">
          {waiting ? t("startWaitingButton") : pending ? t("starting") : t("start")}
        </Button>
        {waiting ? (
          <Button
            variant="ghost"
            className="mt-2 w-full"
            onClick={() => {
              void forgetBorn(waiting.id);
              setWaiting(null);
            }}
          >
            {t("startWaitingCancel")}
          </Button>
        ) : null}
      </Panel>
    </form>
  );
}
