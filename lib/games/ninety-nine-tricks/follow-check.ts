// May a card follow, for the API (issue 25): isLegalFollow, as the referee page's follow check calls it.
import { z } from "zod";
import { type Card, cardCode, parseCard, SUIT_SYMBOL, SUITS } from "../cards";
import {
  cardSchema,
  overCopies,
  reason,
  reasonOf,
  reasonSchema,
  suitSchema,
  tooManyCopies,
  violationListSchema,
} from "../referee/parts";
import type { CheckOutcome, RefereeCheck } from "../referee/types";
import type { Violation } from "../types";
import { violation } from "../violation";
import type { NinetyNineTricksOptions } from "./options";
import { followBecause, isLegalFollow } from "./referee";

const KEYS = "ninety-nine-tricks.referee";
const VIOLATIONS = "ninety-nine-tricks.violations";

/** 12 cards are dealt (3 go face down as the bid): no hand holds more. */
export const MAX_HAND = 12;

export const followSituation = z
  .strictObject({
    card: cardSchema.meta({ description: "The card played." }),
    hand: z
      .array(cardSchema)
      .min(1)
      .max(52)
      .meta({ description: `The player's hand before the play (it holds \`card\`; at most ${MAX_HAND}).` }),
    ledSuit: suitSchema.optional().meta({ description: "The suit led; leave out (and `led`) when the player leads." }),
    led: cardSchema.optional().meta({ description: "The card that was led (instead of `ledSuit`)." }),
  })
  .meta({ id: "FollowSituation" });
type FollowSituation = z.output<typeof followSituation>;

export const followVerdict = z
  .strictObject({
    legal: z.boolean(),
    ledSuit: z.enum(SUITS).nullable(),
    reason: reasonSchema,
    violations: violationListSchema,
  })
  .meta({ id: "FollowVerdict", description: "May the card be played to the trick, and why." });
type FollowVerdict = z.output<typeof followVerdict>;

/** What the situation itself gets wrong: 422, not a verdict. */
const INPUT_CODES = new Set(["invalid_card", "card_not_in_hand"]);

function judgeFollow(_options: NinetyNineTricksOptions, s: FollowSituation): CheckOutcome<FollowVerdict> {
  const problems: Violation[] = [];
  const led = s.led === undefined ? undefined : parseCard(s.led);
  if (led === null)
    problems.push(
      violation("invalid_card", `"${s.led}" is not a card (write e.g. KS, 10H, 9D).`, "led", { card: String(s.led) }),
    );
  if (led && s.ledSuit && led.suit !== s.ledSuit) {
    problems.push(
      violation("led_suit_conflict", `The led ${cardCode(led)} is ${led.suit}, not ${s.ledSuit}.`, "ledSuit"),
    );
  }
  if (s.hand.length > MAX_HAND) {
    problems.push(
      violation("too_many_cards", `A hand holds at most ${MAX_HAND} cards; ${s.hand.length} were entered.`, "hand", {
        max: MAX_HAND,
        count: s.hand.length,
      }),
    );
  }
  const cards = [...s.hand, ...(s.led ? [s.led] : [])].map(parseCard).filter((c): c is Card => c !== null);
  const twice = overCopies(cards, 1);
  if (twice) problems.push(tooManyCopies(twice, 1, "hand"));
  if (problems.length > 0) return { ok: false, violations: problems };
  const ledSuit = s.ledSuit ?? led?.suit ?? null;
  const check = isLegalFollow(s.card, ledSuit, s.hand);
  if (!check.ok) {
    if (check.violations.some((v) => INPUT_CODES.has(v.code))) return { ok: false, violations: check.violations };
    return {
      ok: true,
      verdict: {
        legal: false,
        ledSuit,
        reason: reasonOf(check.violations[0]!, VIOLATIONS),
        violations: check.violations.map((v) => ({ ...v, key: `${VIOLATIONS}.${v.code}` })),
      },
    };
  }
  const played = parseCard(s.card)!;
  const because = followBecause(played, ledSuit);
  const code = cardCode(played);
  const suit = ledSuit ? SUIT_SYMBOL[ledSuit] : "";
  const words = {
    leads: [`Legal: ${code} leads the trick; any card may.`, "legalLeads"],
    follows: [`Legal: ${code} follows ${suit}.`, "legalFollows"],
    cannotFollow: [`Legal: no ${suit} in this hand, so ${code} may be played.`, "legalCannotFollow"],
  } as const;
  const [message, key] = words[because];
  return {
    ok: true,
    verdict: {
      legal: true,
      ledSuit,
      reason: reason(because, message, `${KEYS}.${key}`, { card: code, ...(ledSuit ? { suit: ledSuit } : {}) }),
      violations: [],
    },
  };
}

export const followCheck: RefereeCheck<NinetyNineTricksOptions, FollowSituation, FollowVerdict> = {
  name: "follow",
  summary: "Ninety-Nine: may this card follow?",
  description:
    "The follow check of the referee page: a player must follow the led suit when the hand holds it; with none of " +
    "it, any card (a trump too). Without `ledSuit` or `led` the player leads: any card. `hand` is the hand before the " +
    `play (at most ${MAX_HAND} cards, none twice, not the led card).`,
  situation: followSituation,
  verdict: followVerdict,
  run: judgeFollow,
  example: {
    summary: "♥ was led and the hand holds 7♥: 2♠ may not be played",
    situation: { led: "KH", card: "2S", hand: ["2S", "7H", "QD"] },
  },
};
