// The bid three face-down cards make, for the API (issue 25): bidFromSuits, as the round form reads bid cards.
import { z } from "zod";
import { type Card, parseCard, parseSuit, SUIT_SYMBOL, type Suit } from "../cards";
import {
  cardSchema,
  overCopies,
  reason,
  reasonOf,
  reasonSchema,
  tooManyCopies,
  violationListSchema,
} from "../referee/parts";
import type { CheckOutcome, RefereeCheck } from "../referee/types";
import { violation } from "../violation";
import { BID_CARDS, bidFromSuits, bidRange, SUIT_BID_VALUE } from "./bids";
import type { NinetyNineTricksOptions } from "./options";

const VIOLATIONS = "ninety-nine-tricks.violations";

export const bidSituation = z
  .strictObject({
    cards: z
      .array(cardSchema)
      .max(52)
      .optional()
      .meta({ description: `The ${BID_CARDS} bid cards (or their \`suits\`).` }),
    suits: z
      .array(z.string().min(1).max(12))
      .max(52)
      .optional()
      .meta({ description: `The suits of the ${BID_CARDS} bid cards (S H D C or symbols).` }),
  })
  .meta({ id: "BidSituation" });
type BidSituation = z.output<typeof bidSituation>;

export const bidVerdict = z
  .strictObject({
    legal: z.boolean().meta({ description: 'false: with `bidEncoding: "suit"` the three cards are not one suit.' }),
    bid: z.number().int().nullable().meta({ description: "The bid the cards encode (null when they encode none)." }),
    encoding: z.enum(["suit", "sum"]),
    min: z.number().int(),
    max: z.number().int(),
    reason: reasonSchema,
    violations: violationListSchema,
  })
  .meta({ id: "BidVerdict", description: "The bid three face-down cards encode under the game's `bidEncoding`." });
type BidVerdict = z.output<typeof bidVerdict>;

function judgeBid(options: NinetyNineTricksOptions, s: BidSituation): CheckOutcome<BidVerdict> {
  if ((s.cards === undefined) === (s.suits === undefined)) {
    return {
      ok: false,
      violations: [
        violation("bid_cards_required", "Give the bid cards as `cards` or their `suits` (one of them).", "cards"),
      ],
    };
  }
  let suits = s.suits ?? [];
  if (s.cards) {
    const read = s.cards.map(parseCard);
    const bad = s.cards.filter((_, i) => read[i] === null);
    if (bad.length > 0) {
      return {
        ok: false,
        violations: bad.map((text) =>
          violation("invalid_card", `"${text}" is not a card (write e.g. KS, 10H, 9D).`, "cards", { card: text }),
        ),
      };
    }
    const cards = read as Card[];
    const twice = overCopies(cards, 1);
    if (twice) return { ok: false, violations: [tooManyCopies(twice, 1, "cards")] };
    suits = cards.map((card) => card.suit);
  }
  const encoding = options.bidEncoding;
  const { min, max } = bidRange(encoding);
  const read = bidFromSuits(suits, encoding, s.cards ? "cards" : "suits");
  if (!read.ok) {
    if (read.violations.some((v) => v.code !== "bid_suits_mixed")) return read;
    return {
      ok: true,
      verdict: {
        legal: false,
        bid: null,
        encoding,
        min,
        max,
        reason: reasonOf(read.violations[0]!, VIOLATIONS),
        violations: read.violations.map((v) => ({ ...v, key: `${VIOLATIONS}.${v.code}` })),
      },
    };
  }
  const parts = suits.map((text) => {
    const suit = parseSuitOf(text);
    return `${SUIT_SYMBOL[suit]}${SUIT_BID_VALUE[suit]}`;
  });
  const how = encoding === "sum" ? ` (${parts.join(" + ")})` : ` (three ${parts[0]!.slice(0, 1)})`;
  return {
    ok: true,
    verdict: {
      legal: true,
      bid: read.bid,
      encoding,
      min,
      max,
      reason: reason("bid", `Bid ${read.bid}${how}.`, "ninety-nine-tricks.round.encodes", { bid: read.bid }),
      violations: [],
    },
  };
}

const parseSuitOf = (text: string): Suit => parseSuit(text)!;

export const bidCheck: RefereeCheck<NinetyNineTricksOptions, BidSituation, BidVerdict> = {
  name: "bid",
  summary: "Ninety-Nine: which bid do the three bid cards make?",
  description:
    "The bid the round form reads from the three cards laid face down, under `bidEncoding`: `suit` (the seed's rule: " +
    "all three one suit, ♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks; mixed suits are no bid) or `sum` (the classic rule: the suit " +
    "values ♣3 ♥2 ♠1 ♦0 added, 0–9). Exactly three cards (or suits).",
  situation: bidSituation,
  verdict: bidVerdict,
  run: judgeBid,
  example: {
    summary: 'Classic rules (`bidEncoding: "sum"`): ♣ ♥ ♠ bid 3 + 2 + 1 = 6 tricks',
    options: { bidEncoding: "sum" },
    situation: { cards: ["2C", "7H", "QS"] },
  },
};
