"use client";
import { useTranslations } from "next-intl";
import type { HandOutcomeProps } from "../running-total/types";

/** An adding-game hand ends with the first player who cannot play: they bust and lose a token. */
export function HandBusted({ state, names, titleId }: HandOutcomeProps) {
  const tg = useTranslations("ninety-nine-adding.referee");
  const unknown = useTranslations("app")("unknownPlayer");
  const buster = names[state.eliminated[0] ?? ""] ?? unknown;
  return (
    <>
      <h2 id={titleId} className="text-3xl font-extrabold text-red-800">
        {tg("busted", { name: buster })}
      </h2>
      <p className="text-lg text-stone-700">{tg("handOverHelp", { name: buster })}</p>
    </>
  );
}
