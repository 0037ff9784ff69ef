"use client";
import { useState, useTransition } from "react";
import type { Rank } from "@/lib/games/cards";
import { bustCheck } from "@/lib/games/running-total/bust-check";
import { NO_VALUE_CARD } from "@/lib/games/running-total/no-value";
import { play } from "@/lib/games/running-total/play";
import type { Choice, ChoiceOption, PlayResult, RefereeState } from "@/lib/games/running-total/types";
import { saveRoundAction } from "@/lib/table/session-actions";
import { useActionErrorText, useViolationText } from "../use-violation-text";
import type { CardKey, RunningTotalGame } from "./types";
import { useHand } from "./use-hand";
import { useRefereeText } from "./use-referee-text";

// Suits never change a total, so a tapped rank stands for any card of it.
const SUITS = ["S", "H", "D", "C"] as const;
const codeOf = (key: CardKey, index = 0) => (key === NO_VALUE_CARD ? key : `${key}${SUITS[index % 4]}`);

interface Options {
  game: RunningTotalGame;
  sessionId: string;
  round: number;
  names: Record<string, string>;
  start: RefereeState;
}

/** The referee's behaviour: every tap goes through the game's pure referee; the screen only shows the result. */
export function useReferee({ game, sessionId, round, names, start }: Options) {
  const hand = useHand(`deckside:referee:${sessionId}:${round}`, start);
  const { state } = hand.current;
  const text = useRefereeText(game.id, state.rules, names);
  const violationText = useViolationText(game.id);
  const actionError = useActionErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<{ rank: Rank; options: ChoiceOption[] } | null>(null);
  const [checking, setChecking] = useState<{ hand: CardKey[]; missed: string[] | null; error: string | null } | null>(
    null,
  );
  const [sendErrors, setSendErrors] = useState<string[]>([]);
  const [pending, startTransition] = useTransition();
  const player = state.turn;
  const playerName = text.name(player);

  function settle(rank: CardKey, result: PlayResult) {
    setChoosing(null);
    // Only a real rank (A, 10) has two values; a card without value never asks.
    if (result.kind === "needs_choice" && rank !== NO_VALUE_CARD) return setChoosing({ rank, options: result.options });
    if (result.kind === "needs_choice") return;
    if (result.kind === "refused") return setRefusal(text.refusal(result, player));
    setRefusal(null);
    hand.push({
      state: result.state,
      event: {
        kind: "played",
        player: player ?? "",
        rank,
        ...(result.choice === undefined ? {} : { choice: result.choice }),
        total: result.state.total,
        skipped: result.skipped,
        reversed: result.reversed,
      },
    });
  }

  const tapRank = (rank: CardKey) => settle(rank, play(state, codeOf(rank)));
  const choose = (rank: Rank, choice: Choice) => settle(rank, play(state, codeOf(rank), choice));

  function giveTurn(id: string) {
    if (id === player) return;
    setRefusal(null);
    hand.push({ state: { ...state, turn: id }, event: { kind: "turn", player: id } });
  }

  /** The player to play is out of this hand; with `cards` only after the check found no legal play. */
  function putOut(cards?: string[]) {
    const result = game.stuck(state, cards);
    if (result.kind === "refused") {
      setChecking((c) => (c ? { ...c, error: text.refusal(result, player) } : c));
      return;
    }
    setChecking(null);
    setRefusal(null);
    const partners = result.state.eliminated.filter((id) => id !== result.player && !state.eliminated.includes(id));
    hand.push({
      state: result.state,
      event: { kind: "out", player: result.player, checked: cards !== undefined, next: result.state.turn, partners },
    });
  }

  function checkHand() {
    if (!checking) return;
    const cards = checking.hand.map((rank, index) => codeOf(rank, index));
    const check = bustCheck(state, cards);
    if (check.kind === "refused") return setChecking({ ...checking, missed: null, error: text.refusal(check, player) });
    if (check.bust) return putOut(cards);
    // One line per distinct play: two 10s in a hand are the same escape.
    const missed = [...new Set(check.legal.map(text.legalPlay))];
    setChecking({ ...checking, missed, error: null });
  }

  function openCheck() {
    setRefusal(null);
    setChoosing(null);
    setChecking({ hand: [], missed: null, error: null });
  }

  function undo() {
    setRefusal(null);
    setChoosing(null);
    setChecking(null);
    setSendErrors([]);
    hand.undo();
  }

  function send() {
    const entry = state.turn === null ? game.entryOf(state) : null;
    if (!entry) return;
    setSendErrors([]);
    hand.forget();
    startTransition(async () => {
      // On success the action redirects to the scoreboard; we only get here when it was refused.
      const result = await saveRoundAction(sessionId, round, false, entry);
      hand.forget(true);
      setSendErrors(result.violations.length > 0 ? result.violations.map(violationText) : [actionError(result)]);
    });
  }

  const lines = hand.steps.flatMap((step) => (step.event ? [text.event(step.event)] : []));
  return {
    state,
    player,
    playerName,
    text,
    steps: hand.steps.length,
    last: hand.current.event,
    lines,
    refusal,
    choosing,
    checking,
    sendErrors,
    pending,
    tapRank,
    choose,
    cancelChoice: () => setChoosing(null),
    giveTurn,
    openCheck,
    changeCheckedHand: (cards: CardKey[]) => setChecking({ hand: cards, missed: null, error: null }),
    checkHand,
    putOut,
    cancelCheck: () => setChecking(null),
    undo,
    send,
  };
}
