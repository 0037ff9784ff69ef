import type { ComponentType } from "react";
import type { OptionField } from "@/lib/games/option-fields";
import type { GameId } from "@/lib/games/types";
import type { SessionView } from "@/lib/sessions/types";
import type { RoundFormProps } from "../rounds/types";

export interface RefereeProps {
  session: SessionView;
  /** This phone may change the session (e.g. send a confirmed bust to the scoreboard). */
  editable: boolean;
}

/**
 * A round summary takes no props: a client component, it reads the session the scoreboard shows now
 * (components/scoreboard/use-shown-session.ts), so another phone's round explains itself without a server render.
 */
export type RoundSummaryProps = Record<string, never>;

/**
 * Everything the app shows of one game, next to its engine (`lib/games/registry.ts`). Every part is required, so a
 * game that forgets one does not compile; `roundSummary: null` says the game has no per-round explanation and
 * `referee: null` that it has no referee page (then its API referee is `null` too, lib/games/referee-registry.ts).
 */
export interface GameUi<Id extends string = GameId> {
  id: Id;
  /** Renders nothing: loads the game's engine into the browser for the offline round queue (lib/offline/). */
  engine: ComponentType;
  /** Enters a new round or edits a past one, at /sessions/<id>/round and /sessions/<id>/rounds/<n>. */
  roundForm: ComponentType<RoundFormProps>;
  /** Play checks, running totals or trick winners at the table, at /sessions/<id>/referee; null: no referee page. */
  referee: ComponentType<RefereeProps> | null;
  /** The last scored round explained on the scoreboard (who made their bid, who busted). */
  roundSummary: ComponentType<RoundSummaryProps> | null;
  /** The set-up form's variants, derived from the options schema (`lib/games/option-fields.ts`). */
  optionFields: readonly OptionField[];
}

/**
 * Every game's UI, each under its own id: complete over `Ids` (lib/games/game-ids.ts), so a game without a UI module
 * does not compile. Generic so the toy game's fixture (tests/fixtures/toy-game/) checks a fifth id.
 */
export type GameUis<Ids extends string = GameId> = { readonly [K in Ids]: GameUi<K> };
