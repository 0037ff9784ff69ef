"use client";
import { useTranslations } from "next-intl";
import { PREMIUM_KINDS, type PremiumKind } from "@/lib/games/ninety-nine-tricks/entry-values";
import { PREMIUM_POINTS } from "@/lib/games/ninety-nine-tricks/scoring";
import type { PlayerView } from "@/lib/sessions/types";
import { FieldError } from "../ui/field-error";
import { Name } from "../ui/name";
import { Panel } from "../ui/panel";

interface Props {
  players: PlayerView[];
  value: { player: string | null; kind: PremiumKind };
  errors: string[];
  onChange: (value: { player: string | null; kind: PremiumKind }) => void;
}

/** With premiums on: at most one player declared (bid shown) or revealed (bid and hand shown) before the first trick. */
export function PremiumInput({ players, value, errors, onChange }: Props) {
  const t = useTranslations("ninety-nine-tricks.round");
  const choice = (selected: boolean) =>
    `min-h-12 wrap-anywhere rounded-xl px-2 text-lg font-bold ring-2 ${selected ? "bg-felt-700 text-white ring-felt-800" : "bg-white ring-stone-300"}`;
  return (
    <Panel title={t("premium")}>
      <p className="mb-2 text-stone-600">
        {t("premiumHelp", { declare: PREMIUM_POINTS.declare, reveal: PREMIUM_POINTS.reveal })}
      </p>
      <div
        role="radiogroup"
        aria-label={t("premiumPlayer")}
        aria-describedby="premium-error"
        className="grid grid-cols-2 gap-2"
      >
        {[null, ...players.map((p) => p.id)].map((id) => (
          <button
            key={id ?? "none"}
            type="button"
            role="radio"
            aria-checked={value.player === id}
            onClick={() => onChange({ ...value, player: id })}
            className={choice(value.player === id)}
          >
            {id === null ? t("premiumNone") : <Name>{players.find((p) => p.id === id)?.name}</Name>}
          </button>
        ))}
      </div>
      {value.player ? (
        <div role="radiogroup" aria-label={t("premiumKind")} className="mt-3 grid grid-cols-2 gap-2">
          {PREMIUM_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={value.kind === kind}
              onClick={() => onChange({ ...value, kind })}
              className={choice(value.kind === kind)}
            >
              {t(kind, { points: PREMIUM_POINTS[kind] })}
            </button>
          ))}
        </div>
      ) : null}
      <FieldError id="premium-error" messages={errors} />
    </Panel>
  );
}
