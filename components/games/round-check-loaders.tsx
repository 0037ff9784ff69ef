"use client";
// Each game's round check loader (components/<game>/round-check.tsx), on demand so a page downloads only its own game's.
// Apart from the games' client-parts.tsx: the pages that load those (a new game, the referee) do not ship these.
import dynamic from "next/dynamic";

export const NinesRoundCheck = dynamic(() => import("../nines/round-check").then((m) => m.NinesRoundCheck));
export const NinetyEightRoundCheck = dynamic(() =>
  import("../ninety-eight/round-check").then((m) => m.NinetyEightRoundCheck),
);
export const TricksRoundCheck = dynamic(() =>
  import("../ninety-nine-tricks/round-check").then((m) => m.TricksRoundCheck),
);
export const AddingRoundCheck = dynamic(() =>
  import("../ninety-nine-adding/round-check").then((m) => m.AddingRoundCheck),
);
