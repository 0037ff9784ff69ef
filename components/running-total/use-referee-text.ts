"use client";
import { useLocale, useTranslations } from "next-intl";
import { FACE_LETTERS, parseCard } from "@/lib/games/cards";
import { NO_VALUE_CARD } from "@/lib/games/running-total/no-value";
import type { Choice, LegalPlay, Refusal, RuleSet } from "@/lib/games/running-total/types";
import type { GameId } from "@/lib/games/types";
import { formatNames } from "@/lib/i18n/format-names";
import { shownValue, signed } from "./effect-hint";
import type { CardKey, HandEvent } from "./types";

/** The referee's sentences in the reader's language; the engine's English refusals are only a fallback. */
export function useRefereeText(game: GameId, rules: RuleSet, names: Record<string, string>) {
  const locale = useLocale();
  const t = useTranslations("runningTotal");
  const unknown = useTranslations("app")("unknownPlayer");
  const tg = useTranslations(`${game}.referee`);
  const name = (id: string | null | undefined) => (id ? (names[id] ?? unknown) : unknown);
  const rank = (r: CardKey) => (r === NO_VALUE_CARD ? t("noValueShort") : (FACE_LETTERS[locale]?.[r] ?? r));
  const card = (code: string | number | undefined) => {
    if (code === NO_VALUE_CARD) return rank(NO_VALUE_CARD);
    const parsed = typeof code === "string" ? parseCard(code) : null;
    return parsed ? rank(parsed.rank) : String(code ?? "");
  };
  const value = (choice: Choice) => signed(shownValue(rules, choice));

  function event(e: HandEvent): string {
    if (e.kind === "turn") return t("turnGiven", { name: name(e.player) });
    if (e.kind === "out") {
      const text =
        e.next === null
          ? tg("outLast", { name: name(e.player) })
          : tg("out", { name: name(e.player), next: name(e.next) });
      const partners =
        e.partners.length > 0 ? t("partnersOut", { names: formatNames(e.partners.map(name), locale) }) : null;
      return [e.checked ? tg("confirmed") : null, text, partners].filter(Boolean).join(" ");
    }
    const played =
      e.choice === undefined
        ? t("played", { name: name(e.player), card: rank(e.rank), total: e.total })
        : t("playedAs", { name: name(e.player), card: rank(e.rank), value: value(e.choice), total: e.total });
    const extra = [e.reversed ? t("reversed") : null, e.skipped ? t("skipped", { name: name(e.skipped) }) : null];
    return [played, ...extra].filter(Boolean).join(" ");
  }

  function refusal(r: Refusal, player: string | null): string {
    const p = r.params ?? {};
    switch (r.code) {
      case "over_limit":
        return t("refusal.over_limit", {
          card: card(p.card),
          total: Number(p.total),
          limit: Number(p.limit),
          name: name(player),
        });
      case "below_zero":
        return t("refusal.below_zero", { card: card(p.card), total: Number(p.total), name: name(player) });
      case "too_many_cards":
        return t("refusal.too_many_cards", { max: Number(p.max) });
      case "empty_hand":
        return t("refusal.empty_hand", { name: name(player) });
      case "hand_over":
      case "invalid_card":
      case "invalid_choice":
      case "has_legal_play":
        return t(`refusal.${r.code}`);
      default:
        return r.message;
    }
  }

  const legalPlay = (play: LegalPlay) =>
    play.choice === undefined
      ? t("legalPlay", { card: card(play.card), total: play.total })
      : t("legalPlayAs", { card: card(play.card), value: value(play.choice), total: play.total });

  return { name, rank, value, event, refusal, legalPlay };
}
