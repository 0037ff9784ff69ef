"use client";
import { cloneElement, type ReactElement } from "react";
import type { RefereeProps } from "../games/types";
import { useShownSession } from "../scoreboard/use-shown-session";

/**
 * The game's referee (GameUi.referee, rendered by the server page with the session as it rendered it), given the
 * session as the phone's store shows it now (issue 27: the referee reads the store): another phone's new, edited or
 * undone round reaches it with no server render. A hand in progress starts again when its round is saved, here or
 * on another phone (its key is the round it referees).
 */
export function LiveReferee({ children }: { children: ReactElement<RefereeProps> }) {
  const session = useShownSession();
  return cloneElement(children, { session, key: `round-${session.next?.round ?? "over"}` });
}
