"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import type { Violation } from "@/lib/games/types";
import { createSessionAction } from "@/lib/table/session-actions";
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

export interface LeagueContext {
  id: string;
  name: string;
  members: string[];
}

export function NewGameForm({
  games,
  league,
  recentNames = [],
}: {
  games: SetupGame[];
  league?: LeagueContext;
  /** Players from this phone's recent games, offered for one-tap seating. */
  recentNames?: string[];
}) {
  const t = useTranslations("setup");
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

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    startTransition(async () => {
      const result = await createSessionAction({
        game: gameId,
        players,
        options,
        firstDealer,
        ...(league ? { leagueId: league.id } : {}),
        ...(playedOn ? { playedOn } : {}),
      });
      // On success the action redirects to the scoreboard; we only get here with errors.
      setViolations(result.violations);
      setMessage(result.violations.length > 0 ? t("fixErrors") : errorText(result));
    });
  }

  const generalErrors = [...messagesFor(violations, undefined, text), ...messagesFor(violations, "players", text)];
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
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
        <Button type="submit" disabled={pending} className="mt-2 w-full text-xl">
          {pending ? t("starting") : t("start")}
        </Button>
      </Panel>
    </form>
  );
}
