// Generated from GET /api/v1/openapi.json by openapi-typescript (npm run api:types). Do not edit by hand:
// a test fails when this file no longer matches the document.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the server up and the database answering? */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a game
         * @description Creates a session. `options` are the game's own (see the `…-options` schemas; unknown options are refused, defaults filled in). With `leagueId` the game counts in that league and the league's token is required. A client may choose the game's `id`, `token` and `playerIds` (a game started offline keeps its link and the ids its rounds use): the same create again answers `201` as the first did and writes nothing; the id with another token or body, or a player id another game uses: `409 id_taken`, nothing written.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a session */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /** Delete a session */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a round
         * @description The round entry in the game's shape, plus the optional `round` guard: when it is not the next round number the answer is `409 stale_round` and nothing changes (two phones racing).
         */
        post: operations["addRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/rounds/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a round
         * @description Replaces the round and recomputes everything after it; refused (nothing changed) when a later round would become invalid.
         */
        put: operations["replaceRound"];
        post?: never;
        /** Undo the last round */
        delete: operations["deleteRound"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's change history
         * @description One page at a time: up to `limit` changes (default 100, at most 200) after version `after`, oldest first. While `hasMore`, ask again with `after` set to `next`; the pages together are the whole history, in order. A change's version is the session's `version` after it.
         */
        get: operations["getHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a game */
        get: operations["exportSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play the same game again
         * @description Same game, players, seats, options and league; the first dealer moves on one seat. No body. Open streams of the old game get a `rematch` event.
         */
        post: operations["rematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/league": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File a game into a league
         * @description The session's token as Bearer, the league's token in the body. The players become members by name; a finished game counts at once. Violation codes `already_in_league`, `league_game`.
         */
        post: operations["fileIntoLeague"];
        /**
         * Take a filed game out of its league
         * @description The undo of filing: the game leaves its league as if never filed (the members its filing created that have no other game go, and the standings are recomputed without it). Any token that may change the game as Bearer. Violation code `not_in_league` (the game counts in no league, or not in `leagueId`).
         */
        delete: operations["unfileFromLeague"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a session live */
        get: operations["sessionEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check a session's live feed
         * @description GET's status and headers, at once and without a body. It opens no stream and counts against no limit of the streams (docs/limits.md).
         */
        head: operations["sessionEventsHead"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a league */
        post: operations["createLeague"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a league backup
         * @description The document `GET …/backup` answers (up to 64 MiB): a new league with new ids and a new token. `400` for a malformed document, `422` when it breaks a limit or its rounds break the rules; nothing is written on a refusal. Needs no token, so one import runs at a time on a server (`503 unavailable` with `Retry-After` while another runs) and each client address may start 30 at once, then one every 30 s (`429 rate_limited` with `Retry-After`).
         */
        post: operations["importLeague"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a league */
        get: operations["getLeague"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/{id}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * League standings
         * @description Finished games only; filtered by game and a date range (a season).
         */
        get: operations["getStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download standings or games */
        get: operations["exportLeague"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/{id}/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Back up a league
         * @description The league, its members and all its sessions with their round entries (docs/backup-format.md). `422` (`backup_too_large`) for a league the import could not take back (over 20,000 games or 64 MiB).
         */
        get: operations["backupLeague"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a member */
        patch: operations["renameMember"];
        trace?: never;
    };
    "/api/v1/leagues/{id}/members/{memberId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge two members
         * @description This member is merged into `into` (the same person entered under two names).
         */
        post: operations["mergeMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a league live */
        get: operations["leagueEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check a league's live feed
         * @description GET's status and headers, at once and without a body. It opens no stream and counts against no limit of the streams (docs/limits.md).
         */
        head: operations["leagueEventsHead"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/nines/referee/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nines: may this card go on the pile? (as a query)
         * @description Nines: may this card go on the pile?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinesPlayQuery"];
        put?: never;
        /**
         * Nines: may this card go on the pile?
         * @description The play check of the referee page: a card goes on the top card when it is a 9, matches the top card's rank, or matches the active suit (the top card's, or the suit named with the 9 on top). Variants in force: `noNineFinish` (no going out on a 9), `doubleDeck` (two decks; Double Nines: two 9s together skip the next player), `stackingNines` (a 9 on a 9 deflects it), `specialCards` (J skips, Q reverses, A: the next player draws two), `drawUntilPlayable` (what a player who cannot play draws). `hardNines` changes penalties only. With `seats` and `player` the answer says who plays next and in which direction.
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinesPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-nine-tricks/referee/trick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ninety-Nine: who takes the trick? (as a query)
         * @description Ninety-Nine: who takes the trick?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyNineTricksTrickQuery"];
        put?: never;
        /**
         * Ninety-Nine: who takes the trick?
         * @description The trick winner of the referee page: the highest trump when one was played, else the highest card of the led suit; aces high. `trump: "none"` (or a turned-up 9 as `turnedUp`) means no trump. One to three cards: fewer than three is a trick still going round (`complete: false`, who is winning so far). With `seats` and `leader` the answer names the player and, for a complete trick, who leads the next. The options (`bidEncoding`, `premiums`, …) change scoring only; they are checked and otherwise do not change this verdict.
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyNineTricksTrick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-nine-tricks/referee/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ninety-Nine: may this card follow? (as a query)
         * @description Ninety-Nine: may this card follow?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyNineTricksFollowQuery"];
        put?: never;
        /**
         * Ninety-Nine: may this card follow?
         * @description The follow check of the referee page: a player must follow the led suit when the hand holds it; with none of it, any card (a trump too). Without `ledSuit` or `led` the player leads: any card. `hand` is the hand before the play (at most 12 cards, none twice, not the led card).
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyNineTricksFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-nine-tricks/referee/bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ninety-Nine: which bid do the three bid cards make? (as a query)
         * @description Ninety-Nine: which bid do the three bid cards make?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyNineTricksBidQuery"];
        put?: never;
        /**
         * Ninety-Nine: which bid do the three bid cards make?
         * @description The bid the round form reads from the three cards laid face down, under `bidEncoding`: `suit` (the seed's rule: all three one suit, ♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks; mixed suits are no bid) or `sum` (the classic rule: the suit values ♣3 ♥2 ♠1 ♦0 added, 0–9). Exactly three cards (or suits).
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyNineTricksBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-eight/referee/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running total: a card played, the new total (as a query)
         * @description Running total: a card played, the new total: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyEightTotalQuery"];
        put?: never;
        /**
         * Running total: a card played, the new total
         * @description The running-total tracker of the referee page: the card the player to play lays down, under the variants in force. Answers the new total and whose turn it is (skips and reverses included), or why the card may not be played (the total would pass the limit, or go below 0 counting down). An A or a 10 without `choice` answers both totals (`needsChoice`).
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyEightTotal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-eight/referee/bust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running total: can this hand still play? (as a query)
         * @description Running total: can this hand still play?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyEightBustQuery"];
        put?: never;
        /**
         * Running total: can this hand still play?
         * @description The bust check of the referee page: given the total and the hand of the player to play, is there any legal play? Lists every legal play with the total it makes; with none, says who is out (Ninety-Eight: out of the round, the total back to 0 and the next player starts, with teams the partner too; adding game: the player busts and the hand is over). A hand holds at most `handSize` cards.
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyEightBust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-nine-adding/referee/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running total: a card played, the new total (as a query)
         * @description Running total: a card played, the new total: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyNineAddingTotalQuery"];
        put?: never;
        /**
         * Running total: a card played, the new total
         * @description The running-total tracker of the referee page: the card the player to play lays down, under the variants in force. Answers the new total and whose turn it is (skips and reverses included), or why the card may not be played (the total would pass the limit, or go below 0 counting down). An A or a 10 without `choice` answers both totals (`needsChoice`).
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyNineAddingTotal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ninety-nine-adding/referee/bust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running total: can this hand still play? (as a query)
         * @description Running total: can this hand still play?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeNinetyNineAddingBustQuery"];
        put?: never;
        /**
         * Running total: can this hand still play?
         * @description The bust check of the referee page: given the total and the hand of the player to play, is there any legal play? Lists every legal play with the total it makes; with none, says who is out (Ninety-Eight: out of the round, the total back to 0 and the next player starts, with teams the partner too; adding game: the player busts and the hand is over). A hand holds at most `handSize` cards.
         *
         *     Stateless and read-only: no token. Bad input answers 400 (shape) or 422 (a card that does not exist, a card more often than the decks hold it, …).
         */
        post: operations["refereeNinetyNineAddingBust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nines: may this card go on the pile? (in a session, as a query)
         * @description Nines: may this card go on the pile?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereePlayQuery"];
        put?: never;
        /**
         * Nines: may this card go on the pile? (in a session)
         * @description The play check of the referee page: a card goes on the top card when it is a 9, matches the top card's rank, or matches the active suit (the top card's, or the suit named with the 9 on top). Variants in force: `noNineFinish` (no going out on a 9), `doubleDeck` (two decks; Double Nines: two 9s together skip the next player), `stackingNines` (a 9 on a 9 deflects it), `specialCards` (J skips, Q reverses, A: the next player draws two), `drawUntilPlayable` (what a player who cannot play draws). `hardNines` changes penalties only. With `seats` and `player` the answer says who plays next and in which direction.
         *
         *     With the session's options; the seats are the players of its next round and the player to play (or lead) defaults to its starter. For a session of `nines`; another game's session answers 404. Read-only: no token.
         */
        post: operations["sessionRefereePlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/trick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ninety-Nine: who takes the trick? (in a session, as a query)
         * @description Ninety-Nine: who takes the trick?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereeTrickQuery"];
        put?: never;
        /**
         * Ninety-Nine: who takes the trick? (in a session)
         * @description The trick winner of the referee page: the highest trump when one was played, else the highest card of the led suit; aces high. `trump: "none"` (or a turned-up 9 as `turnedUp`) means no trump. One to three cards: fewer than three is a trick still going round (`complete: false`, who is winning so far). With `seats` and `leader` the answer names the player and, for a complete trick, who leads the next. The options (`bidEncoding`, `premiums`, …) change scoring only; they are checked and otherwise do not change this verdict.
         *
         *     With the session's options; the seats are the players of its next round and the player to play (or lead) defaults to its starter. For a session of `ninety-nine-tricks`; another game's session answers 404. Read-only: no token.
         */
        post: operations["sessionRefereeTrick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ninety-Nine: may this card follow? (in a session, as a query)
         * @description Ninety-Nine: may this card follow?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereeFollowQuery"];
        put?: never;
        /**
         * Ninety-Nine: may this card follow? (in a session)
         * @description The follow check of the referee page: a player must follow the led suit when the hand holds it; with none of it, any card (a trump too). Without `ledSuit` or `led` the player leads: any card. `hand` is the hand before the play (at most 12 cards, none twice, not the led card).
         *
         *     With the session's options; the seats are the players of its next round and the player to play (or lead) defaults to its starter. For a session of `ninety-nine-tricks`; another game's session answers 404. Read-only: no token.
         */
        post: operations["sessionRefereeFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ninety-Nine: which bid do the three bid cards make? (in a session, as a query)
         * @description Ninety-Nine: which bid do the three bid cards make?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereeBidQuery"];
        put?: never;
        /**
         * Ninety-Nine: which bid do the three bid cards make? (in a session)
         * @description The bid the round form reads from the three cards laid face down, under `bidEncoding`: `suit` (the seed's rule: all three one suit, ♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks; mixed suits are no bid) or `sum` (the classic rule: the suit values ♣3 ♥2 ♠1 ♦0 added, 0–9). Exactly three cards (or suits).
         *
         *     With the session's options; the seats are the players of its next round and the player to play (or lead) defaults to its starter. For a session of `ninety-nine-tricks`; another game's session answers 404. Read-only: no token.
         */
        post: operations["sessionRefereeBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running total: a card played, the new total (in a session, as a query)
         * @description Running total: a card played, the new total: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereeTotalQuery"];
        put?: never;
        /**
         * Running total: a card played, the new total (in a session)
         * @description The running-total tracker of the referee page: the card the player to play lays down, under the variants in force. Answers the new total and whose turn it is (skips and reverses included), or why the card may not be played (the total would pass the limit, or go below 0 counting down). An A or a 10 without `choice` answers both totals (`needsChoice`).
         *
         *     With the session's options; the seats are the players of its next round and the player to play (or lead) defaults to its starter. For a session of `ninety-eight` or `ninety-nine-adding`; another game's session answers 404. Read-only: no token.
         */
        post: operations["sessionRefereeTotal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/bust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running total: can this hand still play? (in a session, as a query)
         * @description Running total: can this hand still play?: the POST above, asked with GET.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereeBustQuery"];
        put?: never;
        /**
         * Running total: can this hand still play? (in a session)
         * @description The bust check of the referee page: given the total and the hand of the player to play, is there any legal play? Lists every legal play with the total it makes; with none, says who is out (Ninety-Eight: out of the round, the total back to 0 and the next player starts, with teams the partner too; adding game: the player busts and the hand is over). A hand holds at most `handSize` cards.
         *
         *     With the session's options; the seats are the players of its next round and the player to play (or lead) defaults to its starter. For a session of `ninety-eight` or `ninety-nine-adding`; another game's session answers 404. Read-only: no token.
         */
        post: operations["sessionRefereeBust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/{game}/referee/{check}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any referee check, as a query
         * @description The situation as query parameters.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["refereeCheckQuery"];
        put?: never;
        /**
         * Any referee check (the address every check above is served at)
         * @description `{game}` a game id, `{check}` one of its checks (above); anything else answers 404. The body is `{ options?, ...situation }` as the concrete path documents it.
         */
        post: operations["refereeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee/{check}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any referee check in a session, as a query
         * @description The situation as query parameters.
         *
         *     `GET` asks the same with the situation as query parameters: lists repeated or comma-separated (`cards=KH,AH,2S`), options as `options.<name>=<value>` (or `options=<JSON>`), `plays` as JSON.
         */
        get: operations["sessionRefereeCheckQuery"];
        put?: never;
        /**
         * Any referee check in a session
         * @description `{check}` one of the checks the session's game offers (`GET …/referee` lists them).
         */
        post: operations["sessionRefereeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/referee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's referee checks and what they start from
         * @description The checks its game offers, the options in force, and the seats, opener and opening total of its next round.
         */
        get: operations["sessionReferee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any other address under /api */
        get: operations["unknownGet"];
        /** Any other address under /api */
        put: operations["unknownPut"];
        /** Any other address under /api */
        post: operations["unknownPost"];
        /** Any other address under /api */
        delete: operations["unknownDelete"];
        options?: never;
        head?: never;
        /** Any other address under /api */
        patch: operations["unknownPatch"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The round entry for the session's game. */
        RoundEntry: components["schemas"]["NinesEntry"] | components["schemas"]["NinetyNineTricksEntry"] | components["schemas"]["NinetyEightEntry"] | components["schemas"]["NinetyNineAddingEntry"];
        /**
         * nines round entry
         * @description A round of `nines`. Example: Ann goes out; Ben holds A♠ K♠ Q♠ J♠ (31), Cem typed 23.
         * @example {
         *       "winner": "p-ann",
         *       "hands": {
         *         "p-ben": [
         *           "AS",
         *           "KS",
         *           "QS",
         *           "JS"
         *         ],
         *         "p-cem": 23
         *       },
         *       "lastCard": "7H"
         *     }
         */
        NinesEntry: {
            winner: string;
            hands: {
                [key: string]: string[] | string | number;
            };
            lastCard?: string;
            /** @description The round number this entry is meant to be; another number answers 409 and changes nothing. */
            round?: number;
        };
        /**
         * ninety-nine-tricks round entry
         * @description A round of `ninety-nine-tricks`. Example: The rule sheet's example round: only player 2 makes the bid (3 + 30 = 33).
         * @example {
         *       "bids": {
         *         "p-1": 0,
         *         "p-2": 3,
         *         "p-3": 2
         *       },
         *       "tricks": {
         *         "p-1": 1,
         *         "p-2": 3,
         *         "p-3": 5
         *       },
         *       "trump": "S"
         *     }
         */
        NinetyNineTricksEntry: {
            bids: {
                [key: string]: number;
            };
            tricks: {
                [key: string]: number;
            };
            trump?: ("S" | "H" | "D" | "C" | "none") | null;
            premium?: {
                player: string;
                /** @enum {string} */
                kind: "declare" | "reveal";
            } | null;
            /** @description The round number this entry is meant to be; another number answers 409 and changes nothing. */
            round?: number;
        };
        /**
         * ninety-eight round entry
         * @description A round of `ninety-eight`. Example: Ben is stuck first, then Cem: Ann wins the round.
         * @example {
         *       "eliminated": [
         *         "p-ben",
         *         "p-cem"
         *       ]
         *     }
         */
        NinetyEightEntry: {
            eliminated: string[];
            /** @description The round number this entry is meant to be; another number answers 409 and changes nothing. */
            round?: number;
        };
        /**
         * ninety-nine-adding round entry
         * @description A round of `ninety-nine-adding`. Example: Ben busts and loses a token.
         * @example {
         *       "bust": "p-ben"
         *     }
         */
        NinetyNineAddingEntry: {
            bust: string;
            /** @description The round number this entry is meant to be; another number answers 409 and changes nothing. */
            round?: number;
        };
        "nines-options": {
            /** @default 100 */
            threshold: number;
            /** @default null */
            rounds: number | null;
            /** @default false */
            hardNines: boolean;
            /** @default false */
            doubleDeck: boolean;
            /** @default false */
            noNineFinish: boolean;
            /** @default false */
            drawUntilPlayable: boolean;
            /** @default false */
            specialCards: boolean;
            /** @default false */
            stackingNines: boolean;
        };
        "ninety-nine-tricks-options": {
            /**
             * @default suit
             * @enum {string}
             */
            bidEncoding: "suit" | "sum";
            /** @default false */
            premiums: boolean;
            /** @default 9 */
            rounds: number;
            /** @default null */
            target: number | null;
        };
        "ninety-eight-options": {
            /** @default 3 */
            lives: number;
            /** @default null */
            rounds: number | null;
            /** @default false */
            stakes: boolean;
            /** @default 98 */
            limit: number;
            /** @default false */
            reverseFours: boolean;
            /** @default false */
            jackSkip: boolean;
            /** @default 4 */
            handSize: number;
            /** @default false */
            teams: boolean;
            /** @default false */
            ninetyNineRules: boolean;
        };
        "ninety-nine-adding-options": {
            /** @default 3 */
            lives: number;
            /** @default null */
            hands: number | null;
            /** @default 0 */
            startTotal: 0 | 50 | 75;
            /** @default false */
            countdown: boolean;
            /** @default false */
            nineKingSwap: boolean;
            /** @default false */
            stakes: boolean;
            /** @default 99 */
            limit: 99 | 199 | 299;
            /** @default 3 */
            handSize: 3 | 5;
            /** @default false */
            noValueCards: boolean;
        };
        Health: {
            /** @constant */
            ok: true;
            /** @description The start-up repair of stored derived data (summaries, league results, standings), once one has started in this server process. It runs in the background: the server answers meanwhile, and reads compute what is not stored yet. */
            repair?: {
                /** @description True while the repair runs; false once it has finished. */
                running: boolean;
                /** @description Items repaired so far (sessions, league games, leagues). */
                done: number;
                /** @description Items found to repair so far (grows as it goes on). */
                total: number;
            };
        };
        HealthDown: {
            /** @constant */
            ok: false;
            error: {
                /** @constant */
                code: "database_unavailable";
                message: string;
            };
        };
        /** @description The new session plus its token. */
        CreatedSession: {
            id: string;
            game: components["schemas"]["GameId"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Every option with its effective value (defaults filled in). */
            options: {
                [key: string]: unknown;
            };
            /** @description Seat of the first dealer. */
            firstDealer: number;
            players: {
                /** @description A player id the session returned (`players[].id`). */
                id: string;
                name: string;
                seat: number;
            }[];
            rounds: components["schemas"]["Round"][];
            standings: components["schemas"]["Standing"][];
            /** @enum {string} */
            status: "active" | "tiebreak" | "finished";
            /** @description Empty until the game is finished. */
            winners: string[];
            tiebreak: {
                players: string[];
            } | null;
            next: components["schemas"]["NextRound"] | null;
            /** @description Who takes part in the next round. */
            participants: string[];
            /** @description How far the game has come, as its own rules measure it. */
            progress: {
                playsTo?: number;
                rounds?: {
                    played: number;
                    total: number;
                };
                lives?: number;
            };
            extra: {
                [key: string]: number | string | boolean | null;
            };
            leagueId: string | null;
            /** @description Changes made to the rounds so far; what the event stream counts on. */
            version: number;
            /** Format: date */
            playedOn: string;
            /** @description Only when stored rounds no longer pass the rules (should never happen). */
            problem?: {
                round: number;
                violations: components["schemas"]["Violation"][];
            };
            /** @description The secret for `Authorization: Bearer <token>`; shown once, in this answer only. */
            token: string;
        };
        /**
         * @description The game's id.
         * @enum {string}
         */
        GameId: "nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding";
        Round: {
            number: number;
            /** @description The round entry in the game's shape (see `RoundEntry`). */
            entry: {
                [key: string]: unknown;
            };
            /** @description The round's score per player id (game-specific meaning). */
            scores: {
                [key: string]: number;
            };
            /** @description A tie-break round: scores shown, not added. */
            tiebreak: boolean;
            /** @description Every player's running total after this round. */
            totals: {
                [key: string]: number;
            };
            seats: components["schemas"]["NextRound"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Who deals and who starts a round. */
        NextRound: {
            round: number;
            /** @description A player id the session returned (`players[].id`). */
            dealer: string;
            /** @description A player id the session returned (`players[].id`). */
            starter: string;
        };
        /** @description One row of a session's standings; which measures appear depends on the game. */
        Standing: {
            /** @description A player id the session returned (`players[].id`). */
            playerId: string;
            name: string;
            /** @description 1 is best; competition ranking (1, 1, 3). */
            rank: number;
            /** @description Nines: penalty total; Ninety-Nine tricks: points. */
            score?: number;
            /** @description Ninety-Eight. */
            strikes?: number;
            /** @description Adding game: tokens left. */
            lives?: number;
            /** @description Out of the game (Ninety-Eight, adding game). */
            out?: boolean;
            /** @description Team Ninety-Eight. */
            team?: number;
            /** @description Net chip balance when stakes are on. */
            chips?: number;
        };
        /** @description A rule the entry breaks. */
        Violation: {
            /** @description Stable code, e.g. `tricks_total`; the pages translate it. */
            code: string;
            /** @description The English sentence. */
            message: string;
            /** @description The input it belongs to, e.g. `hands.<playerId>`. */
            field?: string;
            params?: {
                [key: string]: string | number;
            };
        };
        Session: {
            id: string;
            game: components["schemas"]["GameId"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Every option with its effective value (defaults filled in). */
            options: {
                [key: string]: unknown;
            };
            /** @description Seat of the first dealer. */
            firstDealer: number;
            players: {
                /** @description A player id the session returned (`players[].id`). */
                id: string;
                name: string;
                seat: number;
            }[];
            rounds: components["schemas"]["Round"][];
            standings: components["schemas"]["Standing"][];
            /** @enum {string} */
            status: "active" | "tiebreak" | "finished";
            /** @description Empty until the game is finished. */
            winners: string[];
            tiebreak: {
                players: string[];
            } | null;
            next: components["schemas"]["NextRound"] | null;
            /** @description Who takes part in the next round. */
            participants: string[];
            /** @description How far the game has come, as its own rules measure it. */
            progress: {
                playsTo?: number;
                rounds?: {
                    played: number;
                    total: number;
                };
                lives?: number;
            };
            extra: {
                [key: string]: number | string | boolean | null;
            };
            leagueId: string | null;
            /** @description Changes made to the rounds so far; what the event stream counts on. */
            version: number;
            /** Format: date */
            playedOn: string;
            /** @description Only when stored rounds no longer pass the rules (should never happen). */
            problem?: {
                round: number;
                violations: components["schemas"]["Violation"][];
            };
        };
        Deleted: {
            /** @constant */
            deleted: true;
        };
        RoundResult: {
            round: components["schemas"]["Round"];
            session: components["schemas"]["Session"];
            /** @description The session's version this write produced. A repeat with the same `Idempotency-Key`: the first write's version, while `session` is the session as it is now. */
            version: number;
        };
        SessionResult: {
            session: components["schemas"]["Session"];
        };
        /** @description One page of the changes to the rounds, oldest first; all pages in turn give every change. */
        History: {
            changes: components["schemas"]["RoundChange"][];
            /** @description Whether more changes follow this page. */
            hasMore: boolean;
            /** @description The `after` of the next page (the version of this page's last change); null: the last page. */
            next: number | null;
        };
        RoundChange: {
            id: string;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            kind: "added" | "edited" | "undone";
            round: number;
            /** @description The entry after the change; for `undone`, the entry removed. */
            entry: {
                [key: string]: unknown;
            };
            /** @description The entry an edit replaced. */
            previous?: {
                [key: string]: unknown;
            };
        };
        /** @description One game as a file (`format=json`). */
        SessionExport: {
            id: string;
            game: components["schemas"]["GameId"];
            /** Format: date */
            playedOn: string;
            /** @enum {string} */
            status: "active" | "tiebreak" | "finished";
            options: {
                [key: string]: unknown;
            };
            players: {
                /** @description A player id the session returned (`players[].id`). */
                id: string;
                name: string;
                seat: number;
            }[];
            /** @description The winners' names. */
            winners: string[];
            standings: components["schemas"]["Standing"][];
            rounds: {
                number: number;
                tiebreak: boolean;
                players: {
                    /** @description A player id the session returned (`players[].id`). */
                    id: string;
                    name: string;
                    score: number;
                    total: number;
                }[];
            }[];
        };
        CreatedLeague: {
            id: string;
            name: string;
            /** @description The secret for `Authorization: Bearer <token>`; shown once, in this answer only. */
            token: string;
        };
        /** @description The league, its members and every game by evening, newest first. */
        League: {
            id: string;
            name: string;
            /** @description Only this game counts; null: every game. */
            game: components["schemas"]["GameId"] | null;
            seasonStart: string | null;
            seasonEnd: string | null;
            /** @description League points per place, 1st first. */
            pointsTable: number[];
            /** Format: date-time */
            createdAt: string;
            members: components["schemas"]["Member"][];
            evenings: {
                /** Format: date */
                date: string;
                games: {
                    id: string;
                    game: components["schemas"]["GameId"];
                    /** Format: date-time */
                    createdAt: string;
                    /** @enum {string} */
                    status: "active" | "tiebreak" | "finished";
                    players: string[];
                    winners: string[];
                }[];
            }[];
        };
        Member: {
            id: string;
            name: string;
        };
        LeagueStandings: {
            standings: components["schemas"]["LeagueStanding"][];
            /** @description Finished games counted. */
            games: number;
            filter: {
                game?: components["schemas"]["GameId"];
                /** Format: date */
                from?: string;
                /** Format: date */
                to?: string;
            };
        };
        LeagueStanding: {
            memberId: string;
            name: string;
            played: number;
            wins: number;
            winRate: number;
            averagePlacement: number;
            points: number;
            rating: {
                mu: number;
                sigma: number;
            };
            /** @description mu − 3σ. */
            ratingEstimate: number;
            /** @description Too few games for the rating to mean much. */
            provisional: boolean;
            streak: {
                /** @enum {string} */
                kind: "W" | "L";
                length: number;
            } | null;
        };
        LeagueStandingsExport: {
            league: string;
            standings: components["schemas"]["LeagueStanding"][];
        };
        LeagueGamesExport: {
            league: string;
            games: {
                sessionId: string;
                game: string;
                /** Format: date-time */
                finishedAt: string;
                placements: {
                    memberId: string;
                    rank: number;
                    score?: number;
                    name?: string;
                }[];
            }[];
        };
        MergedMember: {
            merged: string;
            into: string;
        };
        NinesPlayAnswer: {
            /** @description null: a 9 is on top and the suit named with it is needed. */
            legal: boolean | null;
            /** @enum {string} */
            verdict: "legal" | "illegal" | "needsSuit";
            reason: components["schemas"]["RefereeReason"];
            /** @description Every rule the play breaks (empty when legal). */
            violations: {
                code: string;
                message: string;
                field?: string;
                params?: {
                    [key: string]: string | number;
                };
                key?: string;
            }[];
            /** @description The suit in force before the play. */
            activeSuit: ("S" | "H" | "D" | "C") | null;
            /** @description What the card does besides being played. */
            effects: components["schemas"]["RefereeReason"][];
            /** @description Whose turn it is after the play (null without `seats` and `player`, or when not legal). */
            next: {
                /** @description Who plays next. */
                player: string;
                /** @description Who is passed over (J with special cards, two 9s together). */
                skipped: string | null;
                /** @enum {string} */
                direction: "clockwise" | "counterClockwise";
            } | null;
            /** @description Who draws: the player who cannot play, or the next player after an A (special cards). */
            draw: {
                /** @enum {string} */
                rule: "drawOne" | "drawUntilPlayable" | "drawTwo";
                /** @description Who draws (null when the seats are not given). */
                player: string | null;
                /** @description How many: 1, 2, or null for until one fits. */
                cards: number | null;
                reason: components["schemas"]["RefereeReason"];
            } | null;
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        /** @description Why: code, sentence, and the pages' translation key. */
        RefereeReason: {
            /** @description Stable code, e.g. `no_match`, `rank`, `over_limit`. */
            code: string;
            /** @description The English sentence a person can act on. */
            message: string;
            /** @description The pages' translation key of this reason (lib/i18n/messages). */
            key: string;
            params?: {
                [key: string]: string | number;
            };
        };
        NinetyNineTricksTrickAnswer: {
            /** @description All three cards are played: the trick is taken, not only being won. */
            complete: boolean;
            /** @enum {string} */
            trump: "S" | "H" | "D" | "C" | "none";
            /** @description Index (play order) of the card taking the trick so far. */
            winner: number;
            /** @description That card. */
            card: string;
            /** @description A trump on another suit's lead takes it. */
            trumped: boolean;
            /** @description Who played that card (null without `seats`). */
            player: string | null;
            /** @description The players in play order, the leader first. */
            order: string[] | null;
            /** @description Who leads the next trick: the taker of a complete trick. */
            nextLeader: string | null;
            reason: components["schemas"]["RefereeReason"];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        NinetyNineTricksFollowAnswer: {
            legal: boolean;
            ledSuit: ("S" | "H" | "D" | "C") | null;
            reason: components["schemas"]["RefereeReason"];
            /** @description Every rule the play breaks (empty when legal). */
            violations: {
                code: string;
                message: string;
                field?: string;
                params?: {
                    [key: string]: string | number;
                };
                key?: string;
            }[];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        NinetyNineTricksBidAnswer: {
            /** @description false: with `bidEncoding: "suit"` the three cards are not one suit. */
            legal: boolean;
            /** @description The bid the cards encode (null when they encode none). */
            bid: number | null;
            /** @enum {string} */
            encoding: "suit" | "sum";
            min: number;
            max: number;
            reason: components["schemas"]["RefereeReason"];
            /** @description Every rule the play breaks (empty when legal). */
            violations: {
                code: string;
                message: string;
                field?: string;
                params?: {
                    [key: string]: string | number;
                };
                key?: string;
            }[];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        NinetyEightTotalAnswer: {
            /** @description null: an A or a 10 needs its choice (see `choices`). */
            legal: boolean | null;
            /** @enum {string} */
            verdict: "legal" | "illegal" | "needsChoice";
            reason: components["schemas"]["RefereeReason"];
            card: string;
            choice: number | null;
            /** @description The new total (illegal: the total it would make; needsChoice: the total now). */
            total: number;
            limit: number;
            /** @description For an A or a 10: each choice, its total and whether it is legal. */
            choices: {
                choice: number;
                total: number;
                legal: boolean;
            }[];
            skipped: string | null;
            reversed: boolean;
            after: components["schemas"]["HandState"];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        /** @description The hand after the check: total, whose turn, direction, who is out. */
        HandState: {
            total: number;
            /** @description Whose turn it is (null when the seats are unknown or the hand is over). */
            player: string | null;
            /** @enum {string} */
            direction: "clockwise" | "counterClockwise";
            /** @description Who is out of this hand. */
            out: string[];
            handOver: boolean;
        };
        NinetyEightBustAnswer: {
            /** @description No legal play: the player is out (Ninety-Eight) or busts (adding game). */
            bust: boolean;
            reason: components["schemas"]["RefereeReason"];
            /** @description Every legal play with the total it makes (empty when bust). */
            plays: {
                card: string;
                choice?: number;
                total: number;
            }[];
            /** @description Who leaves the hand (with teams the partner too); empty unless bust with the seats given. */
            leaving: string[];
            /** @description Ninety-Eight: the last player (or team) left wins the round. */
            roundWinner: string | null;
            limit: number;
            after: components["schemas"]["HandState"];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        NinetyNineAddingTotalAnswer: {
            /** @description null: an A or a 10 needs its choice (see `choices`). */
            legal: boolean | null;
            /** @enum {string} */
            verdict: "legal" | "illegal" | "needsChoice";
            reason: components["schemas"]["RefereeReason"];
            card: string;
            choice: number | null;
            /** @description The new total (illegal: the total it would make; needsChoice: the total now). */
            total: number;
            limit: number;
            /** @description For an A or a 10: each choice, its total and whether it is legal. */
            choices: {
                choice: number;
                total: number;
                legal: boolean;
            }[];
            skipped: string | null;
            reversed: boolean;
            after: components["schemas"]["HandState"];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        NinetyNineAddingBustAnswer: {
            /** @description No legal play: the player is out (Ninety-Eight) or busts (adding game). */
            bust: boolean;
            reason: components["schemas"]["RefereeReason"];
            /** @description Every legal play with the total it makes (empty when bust). */
            plays: {
                card: string;
                choice?: number;
                total: number;
            }[];
            /** @description Who leaves the hand (with teams the partner too); empty unless bust with the seats given. */
            leaving: string[];
            /** @description Ninety-Eight: the last player (or team) left wins the round. */
            roundWinner: string | null;
            limit: number;
            after: components["schemas"]["HandState"];
            game: components["schemas"]["GameId"];
            /** @description The check's name (the last address segment). */
            check: string;
            /** @description The options it judged by, defaults filled in. */
            options: {
                [key: string]: unknown;
            };
        };
        RefereeTable: {
            game: components["schemas"]["GameId"];
            options: {
                [key: string]: unknown;
            };
            checks: {
                name: string;
                summary: string;
                path: string;
            }[];
            /** @description What the checks start from: `round`, `dealer`, `seats`, `player`/`leader`, `direction`, `total`, … */
            start: {
                [key: string]: unknown;
            };
        };
        /** @description Every error, whatever its status: `{ error: { code, message, details? } }`. */
        Error: {
            error: {
                /** @enum {string} */
                code: "invalid_json" | "invalid_body" | "unauthorized" | "not_found" | "rule_violation" | "stale_round" | "game_finished" | "not_last_round" | "idempotency_key_reused" | "id_taken" | "payload_too_large" | "too_many_rounds" | "too_many_members" | "method_not_allowed" | "forbidden" | "unavailable" | "rate_limited" | "database_unavailable" | "internal";
                /** @description A sentence a person can act on. */
                message: string;
                details?: unknown;
            };
        };
        MethodNotAllowed: {
            error: {
                /** @enum {string} */
                code: "method_not_allowed";
                /** @description A sentence a person can act on. */
                message: string;
                details?: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers (and, after a start-up, how far the repair of stored data is). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description `database_unavailable`: the database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDown"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document, generated from the schemas the handlers use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    game: string;
                    players: string[];
                    options?: {
                        [key: string]: unknown;
                    };
                    firstDealer?: number;
                    leagueId?: string;
                    /** Format: date */
                    playedOn?: string;
                    /** @description The game's id, chosen by the client (a game started offline keeps its link): 128 random bits as 22 characters of base64url. Only with `token`. The same create again (same id, token and body) answers as the first did; the id taken by another token or body: `409 id_taken`. */
                    id?: string;
                    /** @description The game's edit token, chosen by the client with `id`: 256 random bits as 43 characters of base64url. Only its hash is stored. */
                    token?: string;
                    /** @description With `id`: the players' ids, one per player in seat order, distinct (22 characters of base64url each). An id another game already uses: `409 id_taken`. */
                    playerIds?: string[];
                };
            };
        };
        responses: {
            /** @description The new session plus its token (shown once); with a chosen `id`, a repeat of the create: the session as it is now, with its token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSession"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `id_taken`: the chosen session id is taken by a game with another token or other settings, or a chosen player id is taken; nothing was written. `details.field`: `id` or `playerIds`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "id_taken";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). `too_many_members`: the league would have more than 1,000 members. `details.max`: 1,000. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation" | "too_many_members";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its rounds and history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    addRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for this write (8–64 characters of `A–Z a–z 0–9 _ -`, e.g. a queued round's id). A repeat of the write with the same key, the same body and the same round writes nothing, makes no history line and answers as the first did (the same round and `version`; `session` as it is now), even when the game moved on since. The same key with another body, round or kind: `409 idempotency_key_reused`. Keys live as long as their session. Without the header: a write as any other. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RoundEntry"];
            };
        };
        responses: {
            /** @description The round and the session after it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResult"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). `game_finished`: the game is over, or a change would make a later round invalid. `idempotency_key_reused`: the `Idempotency-Key` was already used by another write of this session (another entry, round or kind); nothing was changed. `details.round`, `details.kind`: what the key's first write did. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "stale_round" | "game_finished" | "idempotency_key_reused";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). `too_many_rounds`: the session already holds 1,000 rounds. `details.max`: 1,000. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation" | "too_many_rounds";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    replaceRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for this write (8–64 characters of `A–Z a–z 0–9 _ -`, e.g. a queued round's id). A repeat of the write with the same key, the same body and the same round writes nothing, makes no history line and answers as the first did (the same round and `version`; `session` as it is now), even when the game moved on since. The same key with another body, round or kind: `409 idempotency_key_reused`. Keys live as long as their session. Without the header: a write as any other. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The session's id. */
                id: string;
                /** @description The round number, 1 first. */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RoundEntry"];
            };
        };
        responses: {
            /** @description The round and the session after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResult"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). `game_finished`: the game is over, or a change would make a later round invalid. `idempotency_key_reused`: the `Idempotency-Key` was already used by another write of this session (another entry, round or kind); nothing was changed. `details.round`, `details.kind`: what the key's first write did. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "stale_round" | "game_finished" | "idempotency_key_reused";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    deleteRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
                /** @description The round number, 1 first. */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session without the round. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResult"];
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_last_round`: only the last round can be undone. `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_last_round" | "stale_round";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getHistory: {
        parameters: {
            query?: {
                /** @description Only changes after this version (the `next` of the previous answer; a live stream's event id works too). Absent: from the first change. */
                after?: string;
                /** @description Changes in this answer: 1–200, default 100. */
                limit?: string;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to `limit` changes after `after`, oldest first, and where the next page starts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    exportSession: {
        parameters: {
            query?: {
                format?: "csv" | "json";
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game as a file. CSV: one line per player per round, then one per player with the final rank (cells that a spreadsheet would run as a formula start with `'`). */
            200: {
                headers: {
                    /** @description `attachment; filename="…"` */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionExport"];
                    "text/csv": string;
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    rematch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new session plus its token (shown once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSession"];
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). `too_many_members`: the league would have more than 1,000 members. `details.max`: 1,000. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation" | "too_many_members";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    fileIntoLeague: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    leagueId: string;
                    leagueToken: string;
                };
            };
        };
        responses: {
            /** @description The session, now with `leagueId`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResult"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "stale_round";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). `too_many_members`: the league would have more than 1,000 members. `details.max`: 1,000. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation" | "too_many_members";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    unfileFromLeague: {
        parameters: {
            query?: {
                /** @description The league you mean: refused if the game counts in another by then. */
                leagueId?: string;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, now with `leagueId: null`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResult"];
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "stale_round";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionEvents: {
        parameters: {
            query?: {
                /** @description Resume after this version (as `Last-Event-ID`); not a whole number: a fresh start. */
                since?: string;
            };
            header?: {
                /** @description The last event id seen (browsers send it). */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The stream. `Content-Type: text/event-stream`. Standard SSE blocks: `id:` (where given), `event:`, one `data:` line of JSON, a blank line. Starts with `retry: 2000`; a comment `: heartbeat <ISO time>` every 15 s while quiet; the server closes a stream after 30 minutes and EventSource reconnects and resumes with `Last-Event-ID`. No token.
             *
             *     Events: `change` (id: version) one round change as the history lists it, plus `version`; `ready` (id: version) `{ sessionId, version }`: caught up and listening; `resync` (id: version) `{ version }`: the missed changes cannot be replayed (more than 200), reload; `filed` `{ leagueId }`; `rematch` `{ sessionId }` (the new game); `deleted` `{ sessionId }`, then the stream ends. `presence` `{ phones: [{ phone, device, label, round, editing, name? }] }`: the phones with a round form open now (`name`: the phone's own name, when it gave one), sent when the list changes and after `ready` when it is not empty (no id, not replayed). Resume with `Last-Event-ID` or `?since=<version>`: every change after it, then `ready`.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionEventsHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed exists; GET would open it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    createLeague: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name: string;
                    game?: ("nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding") | null;
                    seasonStart?: string | null;
                    seasonEnd?: string | null;
                    pointsTable?: number[];
                };
            };
        };
        responses: {
            /** @description The league's id, name and token (shown once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedLeague"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    importLeague: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @constant */
                    format: "deckside-league-backup";
                    /** @constant */
                    version: 1;
                    /** Format: date-time */
                    exportedAt?: string;
                    league: {
                        name: string;
                        game?: ("nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding") | null;
                        seasonStart?: string | null;
                        seasonEnd?: string | null;
                        pointsTable?: number[];
                        /** Format: date-time */
                        createdAt?: string;
                    };
                    members: {
                        id: string;
                        name: string;
                    }[];
                    sessions: {
                        id: string;
                        /** @enum {string} */
                        game: "nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding";
                        /** @default {} */
                        options?: {
                            [key: string]: unknown;
                        };
                        /** @default 0 */
                        firstDealer?: number;
                        /** Format: date */
                        playedOn: string;
                        /** Format: date-time */
                        createdAt?: string;
                        players: {
                            id: string;
                            name: string;
                            seat: number;
                            /** @default null */
                            member?: string | null;
                        }[];
                        rounds: {
                            number: number;
                            entry: unknown;
                            /** Format: date-time */
                            createdAt?: string;
                            /** Format: date-time */
                            updatedAt?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description The new league's id, name and token (shown once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedLeague"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). `too_many_rounds`: the session already holds 1,000 rounds. `details.max`: 1,000. `too_many_members`: the league would have more than 1,000 members. `details.max`: 1,000. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation" | "too_many_rounds" | "too_many_members";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rate_limited`: this address started too many league imports lately (`Retry-After`). */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getLeague: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The league with its members and games by evening. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["League"];
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getStandings: {
        parameters: {
            query?: {
                game?: "nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding";
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standings, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueStandings"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    exportLeague: {
        parameters: {
            query?: {
                what?: "standings" | "games";
                format?: "csv" | "json";
            };
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standings or every finished game, as CSV or JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueStandingsExport"] | components["schemas"]["LeagueGamesExport"];
                    "text/csv": string;
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    backupLeague: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup document. */
            200: {
                headers: {
                    /** @description `attachment; filename="…"` */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        format: "deckside-league-backup";
                        /** @constant */
                        version: 1;
                        /** Format: date-time */
                        exportedAt?: string;
                        league: {
                            name: string;
                            game?: ("nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding") | null;
                            seasonStart?: string | null;
                            seasonEnd?: string | null;
                            pointsTable?: number[];
                            /** Format: date-time */
                            createdAt?: string;
                        };
                        members: {
                            id: string;
                            name: string;
                        }[];
                        sessions: {
                            id: string;
                            /** @enum {string} */
                            game: "nines" | "ninety-nine-tricks" | "ninety-eight" | "ninety-nine-adding";
                            /** @default {} */
                            options: {
                                [key: string]: unknown;
                            };
                            /** @default 0 */
                            firstDealer: number;
                            /** Format: date */
                            playedOn: string;
                            /** Format: date-time */
                            createdAt?: string;
                            players: {
                                id: string;
                                name: string;
                                seat: number;
                                /** @default null */
                                member: string | null;
                            }[];
                            rounds: {
                                number: number;
                                entry: unknown;
                                /** Format: date-time */
                                createdAt?: string;
                                /** Format: date-time */
                                updatedAt?: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    renameMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
                /** @description The member's id. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The member with the new name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    mergeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
                /** @description The member's id. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    into: string;
                };
            };
        };
        responses: {
            /** @description Merged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MergedMember"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unauthorized`: the token is missing or wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    leagueEvents: {
        parameters: {
            query?: {
                /** @description Resume after this version (as `Last-Event-ID`); not a whole number: a fresh start. */
                since?: string;
            };
            header?: {
                /** @description The last event id seen (browsers send it). */
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The league's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The stream. `Content-Type: text/event-stream`. Standard SSE blocks: `id:` (where given), `event:`, one `data:` line of JSON, a blank line. Starts with `retry: 2000`; a comment `: heartbeat <ISO time>` every 15 s while quiet; the server closes a stream after 30 minutes and EventSource reconnects and resumes with `Last-Event-ID`. No token.
             *
             *     Events (id: server time in ms): `ready` `{ leagueId }`; `change` `{ sessionId, version, what: round | created | filed | deleted, kind?, round?, status? }` (a game changed), or `{ what: renamed, member, name }` / `{ what: merged, member, into }` (a member renamed or merged into another); `resync` `{ leagueId }`: reload the league (a resumed league stream always starts with it).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    leagueEventsHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed exists; GET would open it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinesPlayQuery: {
        parameters: {
            query: {
                /** @description The top card of the discard pile. */
                top: string;
                /** @description The suit named with the top card when it is a 9. */
                declaredSuit?: "S" | "H" | "D" | "C";
                /** @description The card to play. */
                card: string;
                /** @description Double Nines (`doubleDeck`): a second 9 played together with `card` (a 9). */
                pair?: string;
                /** @description It is the player's last card (going out). */
                lastCard?: boolean;
                seats?: string[];
                /** @description Who plays the card (one of `seats`). */
                player?: string;
                /** @description The direction of play before this card. */
                direction?: "clockwise" | "counterClockwise";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinesPlayAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinesPlay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The top card of the discard pile.
                     * @example KS
                     */
                    top: string;
                    /**
                     * @description The suit named with the top card when it is a 9.
                     * @example H
                     * @enum {string}
                     */
                    declaredSuit?: "S" | "H" | "D" | "C";
                    /**
                     * @description The card to play.
                     * @example KS
                     */
                    card: string;
                    /**
                     * @description Double Nines (`doubleDeck`): a second 9 played together with `card` (a 9).
                     * @example KS
                     */
                    pair?: string;
                    /**
                     * @description It is the player's last card (going out).
                     * @default false
                     */
                    lastCard?: boolean;
                    /** @description The players in play, clockwise (2–6); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Who plays the card (one of `seats`). */
                    player?: string;
                    /**
                     * @description The direction of play before this card.
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["nines-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinesPlayAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineTricksTrickQuery: {
        parameters: {
            query: {
                /** @description The cards of the trick in play order, the led card first. */
                cards: string[];
                trump?: "none" | ("S" | "H" | "D" | "C");
                /** @description The card turned up after dealing (instead of `trump`). */
                turnedUp?: string;
                /** @description The three players, clockwise. */
                seats?: string[];
                /** @description Who led the trick (one of `seats`). */
                leader?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineTricksTrickAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineTricksTrick: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The cards of the trick in play order, the led card first. */
                    cards: string[];
                    /** @description The trump suit (S H D C or a symbol), or `none` (a turned-up 9). */
                    trump?: "none" | ("S" | "H" | "D" | "C");
                    /**
                     * @description The card turned up after dealing (instead of `trump`).
                     * @example KS
                     */
                    turnedUp?: string;
                    /** @description The three players, clockwise. */
                    seats?: string[];
                    /** @description Who led the trick (one of `seats`). */
                    leader?: string;
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-nine-tricks-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineTricksTrickAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineTricksFollowQuery: {
        parameters: {
            query: {
                /** @description The card played. */
                card: string;
                /** @description The player's hand before the play (it holds `card`; at most 12). */
                hand: string[];
                /** @description The suit led; leave out (and `led`) when the player leads. */
                ledSuit?: "S" | "H" | "D" | "C";
                /** @description The card that was led (instead of `ledSuit`). */
                led?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineTricksFollowAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineTricksFollow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The card played.
                     * @example KS
                     */
                    card: string;
                    /** @description The player's hand before the play (it holds `card`; at most 12). */
                    hand: string[];
                    /**
                     * @description The suit led; leave out (and `led`) when the player leads.
                     * @example H
                     * @enum {string}
                     */
                    ledSuit?: "S" | "H" | "D" | "C";
                    /**
                     * @description The card that was led (instead of `ledSuit`).
                     * @example KS
                     */
                    led?: string;
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-nine-tricks-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineTricksFollowAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineTricksBidQuery: {
        parameters: {
            query?: {
                /** @description The 3 bid cards (or their `suits`). */
                cards?: string[];
                /** @description The suits of the 3 bid cards (S H D C or symbols). */
                suits?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineTricksBidAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineTricksBid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The 3 bid cards (or their `suits`). */
                    cards?: string[];
                    /** @description The suits of the 3 bid cards (S H D C or symbols). */
                    suits?: string[];
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-nine-tricks-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineTricksBidAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyEightTotalQuery: {
        parameters: {
            query: {
                /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                total?: number;
                seats?: string[];
                /** @description Whose turn it is (one of `seats`; default: the first). */
                player?: string;
                direction?: "clockwise" | "counterClockwise";
                /** @description Seats already out of this hand. */
                out?: string[];
                /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                decks?: 1 | 2;
                /** @description The card played (`NV`: a card without value). */
                card: string;
                choice?: 1 | 11 | 10 | -10;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyEightTotalAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyEightTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                    total?: number;
                    /** @description The players in play, clockwise (2–8); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Whose turn it is (one of `seats`; default: the first). */
                    player?: string;
                    /**
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /**
                     * @description Seats already out of this hand.
                     * @default []
                     */
                    out?: string[];
                    /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                    decks?: 1 | 2;
                    /**
                     * @description Plays made in this hand so far, replayed in order from the situation above before the check: a card (with its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.
                     * @default []
                     */
                    plays?: ({
                        /**
                         * @description A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.
                         * @example KS
                         */
                        card: string;
                        /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                        choice?: 1 | 11 | 10 | -10;
                    } | {
                        /** @constant */
                        stuck: true;
                        /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                        hand?: string[] | string;
                    })[];
                    /**
                     * @description The card played (`NV`: a card without value).
                     * @example KS
                     */
                    card: string;
                    /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                    choice?: 1 | 11 | 10 | -10;
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-eight-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyEightTotalAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyEightBustQuery: {
        parameters: {
            query: {
                /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                total?: number;
                seats?: string[];
                /** @description Whose turn it is (one of `seats`; default: the first). */
                player?: string;
                direction?: "clockwise" | "counterClockwise";
                /** @description Seats already out of this hand. */
                out?: string[];
                /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                decks?: 1 | 2;
                /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                hand: string[] | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyEightBustAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyEightBust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                    total?: number;
                    /** @description The players in play, clockwise (2–8); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Whose turn it is (one of `seats`; default: the first). */
                    player?: string;
                    /**
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /**
                     * @description Seats already out of this hand.
                     * @default []
                     */
                    out?: string[];
                    /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                    decks?: 1 | 2;
                    /**
                     * @description Plays made in this hand so far, replayed in order from the situation above before the check: a card (with its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.
                     * @default []
                     */
                    plays?: ({
                        /**
                         * @description A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.
                         * @example KS
                         */
                        card: string;
                        /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                        choice?: 1 | 11 | 10 | -10;
                    } | {
                        /** @constant */
                        stuck: true;
                        /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                        hand?: string[] | string;
                    })[];
                    /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                    hand: string[] | string;
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-eight-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyEightBustAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineAddingTotalQuery: {
        parameters: {
            query: {
                /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                total?: number;
                seats?: string[];
                /** @description Whose turn it is (one of `seats`; default: the first). */
                player?: string;
                direction?: "clockwise" | "counterClockwise";
                /** @description Seats already out of this hand. */
                out?: string[];
                /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                decks?: 1 | 2;
                /** @description The card played (`NV`: a card without value). */
                card: string;
                choice?: 1 | 11 | 10 | -10;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineAddingTotalAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineAddingTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                    total?: number;
                    /** @description The players in play, clockwise (2–8); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Whose turn it is (one of `seats`; default: the first). */
                    player?: string;
                    /**
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /**
                     * @description Seats already out of this hand.
                     * @default []
                     */
                    out?: string[];
                    /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                    decks?: 1 | 2;
                    /**
                     * @description Plays made in this hand so far, replayed in order from the situation above before the check: a card (with its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.
                     * @default []
                     */
                    plays?: ({
                        /**
                         * @description A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.
                         * @example KS
                         */
                        card: string;
                        /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                        choice?: 1 | 11 | 10 | -10;
                    } | {
                        /** @constant */
                        stuck: true;
                        /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                        hand?: string[] | string;
                    })[];
                    /**
                     * @description The card played (`NV`: a card without value).
                     * @example KS
                     */
                    card: string;
                    /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                    choice?: 1 | 11 | 10 | -10;
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-nine-adding-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineAddingTotalAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineAddingBustQuery: {
        parameters: {
            query: {
                /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                total?: number;
                seats?: string[];
                /** @description Whose turn it is (one of `seats`; default: the first). */
                player?: string;
                direction?: "clockwise" | "counterClockwise";
                /** @description Seats already out of this hand. */
                out?: string[];
                /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                decks?: 1 | 2;
                /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                hand: string[] | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineAddingBustAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeNinetyNineAddingBust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                    total?: number;
                    /** @description The players in play, clockwise (2–8); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Whose turn it is (one of `seats`; default: the first). */
                    player?: string;
                    /**
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /**
                     * @description Seats already out of this hand.
                     * @default []
                     */
                    out?: string[];
                    /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                    decks?: 1 | 2;
                    /**
                     * @description Plays made in this hand so far, replayed in order from the situation above before the check: a card (with its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.
                     * @default []
                     */
                    plays?: ({
                        /**
                         * @description A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.
                         * @example KS
                         */
                        card: string;
                        /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                        choice?: 1 | 11 | 10 | -10;
                    } | {
                        /** @constant */
                        stuck: true;
                        /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                        hand?: string[] | string;
                    })[];
                    /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                    hand: string[] | string;
                    /** @description The game's options (as `POST /api/v1/sessions` takes them). */
                    options?: components["schemas"]["ninety-nine-adding-options"];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinetyNineAddingBustAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereePlayQuery: {
        parameters: {
            query: {
                /** @description The top card of the discard pile. */
                top: string;
                /** @description The suit named with the top card when it is a 9. */
                declaredSuit?: "S" | "H" | "D" | "C";
                /** @description The card to play. */
                card: string;
                /** @description Double Nines (`doubleDeck`): a second 9 played together with `card` (a 9). */
                pair?: string;
                /** @description It is the player's last card (going out). */
                lastCard?: boolean;
                seats?: string[];
                /** @description Who plays the card (one of `seats`). */
                player?: string;
                /** @description The direction of play before this card. */
                direction?: "clockwise" | "counterClockwise";
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null: a 9 is on top and the suit named with it is needed. */
                        legal: boolean | null;
                        /** @enum {string} */
                        verdict: "legal" | "illegal" | "needsSuit";
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every rule the play breaks (empty when legal). */
                        violations: {
                            code: string;
                            message: string;
                            field?: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            key?: string;
                        }[];
                        /** @description The suit in force before the play. */
                        activeSuit: ("S" | "H" | "D" | "C") | null;
                        /** @description What the card does besides being played. */
                        effects: components["schemas"]["RefereeReason"][];
                        /** @description Whose turn it is after the play (null without `seats` and `player`, or when not legal). */
                        next: {
                            /** @description Who plays next. */
                            player: string;
                            /** @description Who is passed over (J with special cards, two 9s together). */
                            skipped: string | null;
                            /** @enum {string} */
                            direction: "clockwise" | "counterClockwise";
                        } | null;
                        /** @description Who draws: the player who cannot play, or the next player after an A (special cards). */
                        draw: {
                            /** @enum {string} */
                            rule: "drawOne" | "drawUntilPlayable" | "drawTwo";
                            /** @description Who draws (null when the seats are not given). */
                            player: string | null;
                            /** @description How many: 1, 2, or null for until one fits. */
                            cards: number | null;
                            reason: components["schemas"]["RefereeReason"];
                        } | null;
                        /** @enum {string} */
                        game: "nines";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereePlay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The top card of the discard pile.
                     * @example KS
                     */
                    top: string;
                    /**
                     * @description The suit named with the top card when it is a 9.
                     * @example H
                     * @enum {string}
                     */
                    declaredSuit?: "S" | "H" | "D" | "C";
                    /**
                     * @description The card to play.
                     * @example KS
                     */
                    card: string;
                    /**
                     * @description Double Nines (`doubleDeck`): a second 9 played together with `card` (a 9).
                     * @example KS
                     */
                    pair?: string;
                    /**
                     * @description It is the player's last card (going out).
                     * @default false
                     */
                    lastCard?: boolean;
                    /** @description The players in play, clockwise (2–6); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Who plays the card (one of `seats`). */
                    player?: string;
                    /**
                     * @description The direction of play before this card.
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null: a 9 is on top and the suit named with it is needed. */
                        legal: boolean | null;
                        /** @enum {string} */
                        verdict: "legal" | "illegal" | "needsSuit";
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every rule the play breaks (empty when legal). */
                        violations: {
                            code: string;
                            message: string;
                            field?: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            key?: string;
                        }[];
                        /** @description The suit in force before the play. */
                        activeSuit: ("S" | "H" | "D" | "C") | null;
                        /** @description What the card does besides being played. */
                        effects: components["schemas"]["RefereeReason"][];
                        /** @description Whose turn it is after the play (null without `seats` and `player`, or when not legal). */
                        next: {
                            /** @description Who plays next. */
                            player: string;
                            /** @description Who is passed over (J with special cards, two 9s together). */
                            skipped: string | null;
                            /** @enum {string} */
                            direction: "clockwise" | "counterClockwise";
                        } | null;
                        /** @description Who draws: the player who cannot play, or the next player after an A (special cards). */
                        draw: {
                            /** @enum {string} */
                            rule: "drawOne" | "drawUntilPlayable" | "drawTwo";
                            /** @description Who draws (null when the seats are not given). */
                            player: string | null;
                            /** @description How many: 1, 2, or null for until one fits. */
                            cards: number | null;
                            reason: components["schemas"]["RefereeReason"];
                        } | null;
                        /** @enum {string} */
                        game: "nines";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeTrickQuery: {
        parameters: {
            query: {
                /** @description The cards of the trick in play order, the led card first. */
                cards: string[];
                trump?: "none" | ("S" | "H" | "D" | "C");
                /** @description The card turned up after dealing (instead of `trump`). */
                turnedUp?: string;
                /** @description The three players, clockwise. */
                seats?: string[];
                /** @description Who led the trick (one of `seats`). */
                leader?: string;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All three cards are played: the trick is taken, not only being won. */
                        complete: boolean;
                        /** @enum {string} */
                        trump: "S" | "H" | "D" | "C" | "none";
                        /** @description Index (play order) of the card taking the trick so far. */
                        winner: number;
                        /** @description That card. */
                        card: string;
                        /** @description A trump on another suit's lead takes it. */
                        trumped: boolean;
                        /** @description Who played that card (null without `seats`). */
                        player: string | null;
                        /** @description The players in play order, the leader first. */
                        order: string[] | null;
                        /** @description Who leads the next trick: the taker of a complete trick. */
                        nextLeader: string | null;
                        reason: components["schemas"]["RefereeReason"];
                        /** @enum {string} */
                        game: "ninety-nine-tricks";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeTrick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The cards of the trick in play order, the led card first. */
                    cards: string[];
                    /** @description The trump suit (S H D C or a symbol), or `none` (a turned-up 9). */
                    trump?: "none" | ("S" | "H" | "D" | "C");
                    /**
                     * @description The card turned up after dealing (instead of `trump`).
                     * @example KS
                     */
                    turnedUp?: string;
                    /** @description The three players, clockwise. */
                    seats?: string[];
                    /** @description Who led the trick (one of `seats`). */
                    leader?: string;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All three cards are played: the trick is taken, not only being won. */
                        complete: boolean;
                        /** @enum {string} */
                        trump: "S" | "H" | "D" | "C" | "none";
                        /** @description Index (play order) of the card taking the trick so far. */
                        winner: number;
                        /** @description That card. */
                        card: string;
                        /** @description A trump on another suit's lead takes it. */
                        trumped: boolean;
                        /** @description Who played that card (null without `seats`). */
                        player: string | null;
                        /** @description The players in play order, the leader first. */
                        order: string[] | null;
                        /** @description Who leads the next trick: the taker of a complete trick. */
                        nextLeader: string | null;
                        reason: components["schemas"]["RefereeReason"];
                        /** @enum {string} */
                        game: "ninety-nine-tricks";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeFollowQuery: {
        parameters: {
            query: {
                /** @description The card played. */
                card: string;
                /** @description The player's hand before the play (it holds `card`; at most 12). */
                hand: string[];
                /** @description The suit led; leave out (and `led`) when the player leads. */
                ledSuit?: "S" | "H" | "D" | "C";
                /** @description The card that was led (instead of `ledSuit`). */
                led?: string;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legal: boolean;
                        ledSuit: ("S" | "H" | "D" | "C") | null;
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every rule the play breaks (empty when legal). */
                        violations: {
                            code: string;
                            message: string;
                            field?: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            key?: string;
                        }[];
                        /** @enum {string} */
                        game: "ninety-nine-tricks";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeFollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The card played.
                     * @example KS
                     */
                    card: string;
                    /** @description The player's hand before the play (it holds `card`; at most 12). */
                    hand: string[];
                    /**
                     * @description The suit led; leave out (and `led`) when the player leads.
                     * @example H
                     * @enum {string}
                     */
                    ledSuit?: "S" | "H" | "D" | "C";
                    /**
                     * @description The card that was led (instead of `ledSuit`).
                     * @example KS
                     */
                    led?: string;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legal: boolean;
                        ledSuit: ("S" | "H" | "D" | "C") | null;
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every rule the play breaks (empty when legal). */
                        violations: {
                            code: string;
                            message: string;
                            field?: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            key?: string;
                        }[];
                        /** @enum {string} */
                        game: "ninety-nine-tricks";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeBidQuery: {
        parameters: {
            query?: {
                /** @description The 3 bid cards (or their `suits`). */
                cards?: string[];
                /** @description The suits of the 3 bid cards (S H D C or symbols). */
                suits?: string[];
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false: with `bidEncoding: "suit"` the three cards are not one suit. */
                        legal: boolean;
                        /** @description The bid the cards encode (null when they encode none). */
                        bid: number | null;
                        /** @enum {string} */
                        encoding: "suit" | "sum";
                        min: number;
                        max: number;
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every rule the play breaks (empty when legal). */
                        violations: {
                            code: string;
                            message: string;
                            field?: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            key?: string;
                        }[];
                        /** @enum {string} */
                        game: "ninety-nine-tricks";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The 3 bid cards (or their `suits`). */
                    cards?: string[];
                    /** @description The suits of the 3 bid cards (S H D C or symbols). */
                    suits?: string[];
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false: with `bidEncoding: "suit"` the three cards are not one suit. */
                        legal: boolean;
                        /** @description The bid the cards encode (null when they encode none). */
                        bid: number | null;
                        /** @enum {string} */
                        encoding: "suit" | "sum";
                        min: number;
                        max: number;
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every rule the play breaks (empty when legal). */
                        violations: {
                            code: string;
                            message: string;
                            field?: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            key?: string;
                        }[];
                        /** @enum {string} */
                        game: "ninety-nine-tricks";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeTotalQuery: {
        parameters: {
            query: {
                /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                total?: number;
                seats?: string[];
                /** @description Whose turn it is (one of `seats`; default: the first). */
                player?: string;
                direction?: "clockwise" | "counterClockwise";
                /** @description Seats already out of this hand. */
                out?: string[];
                /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                decks?: 1 | 2;
                /** @description The card played (`NV`: a card without value). */
                card: string;
                choice?: 1 | 11 | 10 | -10;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null: an A or a 10 needs its choice (see `choices`). */
                        legal: boolean | null;
                        /** @enum {string} */
                        verdict: "legal" | "illegal" | "needsChoice";
                        reason: components["schemas"]["RefereeReason"];
                        card: string;
                        choice: number | null;
                        /** @description The new total (illegal: the total it would make; needsChoice: the total now). */
                        total: number;
                        limit: number;
                        /** @description For an A or a 10: each choice, its total and whether it is legal. */
                        choices: {
                            choice: number;
                            total: number;
                            legal: boolean;
                        }[];
                        skipped: string | null;
                        reversed: boolean;
                        after: components["schemas"]["HandState"];
                        /** @enum {string} */
                        game: "ninety-eight" | "ninety-nine-adding";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeTotal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                    total?: number;
                    /** @description The players in play, clockwise (2–8); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Whose turn it is (one of `seats`; default: the first). */
                    player?: string;
                    /**
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /**
                     * @description Seats already out of this hand.
                     * @default []
                     */
                    out?: string[];
                    /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                    decks?: 1 | 2;
                    /**
                     * @description Plays made in this hand so far, replayed in order from the situation above before the check: a card (with its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.
                     * @default []
                     */
                    plays?: ({
                        /**
                         * @description A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.
                         * @example KS
                         */
                        card: string;
                        /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                        choice?: 1 | 11 | 10 | -10;
                    } | {
                        /** @constant */
                        stuck: true;
                        /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                        hand?: string[] | string;
                    })[];
                    /**
                     * @description The card played (`NV`: a card without value).
                     * @example KS
                     */
                    card: string;
                    /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                    choice?: 1 | 11 | 10 | -10;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null: an A or a 10 needs its choice (see `choices`). */
                        legal: boolean | null;
                        /** @enum {string} */
                        verdict: "legal" | "illegal" | "needsChoice";
                        reason: components["schemas"]["RefereeReason"];
                        card: string;
                        choice: number | null;
                        /** @description The new total (illegal: the total it would make; needsChoice: the total now). */
                        total: number;
                        limit: number;
                        /** @description For an A or a 10: each choice, its total and whether it is legal. */
                        choices: {
                            choice: number;
                            total: number;
                            legal: boolean;
                        }[];
                        skipped: string | null;
                        reversed: boolean;
                        after: components["schemas"]["HandState"];
                        /** @enum {string} */
                        game: "ninety-eight" | "ninety-nine-adding";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeBustQuery: {
        parameters: {
            query: {
                /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                total?: number;
                seats?: string[];
                /** @description Whose turn it is (one of `seats`; default: the first). */
                player?: string;
                direction?: "clockwise" | "counterClockwise";
                /** @description Seats already out of this hand. */
                out?: string[];
                /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                decks?: 1 | 2;
                /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                hand: string[] | string;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description No legal play: the player is out (Ninety-Eight) or busts (adding game). */
                        bust: boolean;
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every legal play with the total it makes (empty when bust). */
                        plays: {
                            card: string;
                            choice?: number;
                            total: number;
                        }[];
                        /** @description Who leaves the hand (with teams the partner too); empty unless bust with the seats given. */
                        leaving: string[];
                        /** @description Ninety-Eight: the last player (or team) left wins the round. */
                        roundWinner: string | null;
                        limit: number;
                        after: components["schemas"]["HandState"];
                        /** @enum {string} */
                        game: "ninety-eight" | "ninety-nine-adding";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeBust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The total as announced (0 to the limit); default: the total a hand opens with. */
                    total?: number;
                    /** @description The players in play, clockwise (2–8); with `player`, the answer says who is next. */
                    seats?: string[];
                    /** @description Whose turn it is (one of `seats`; default: the first). */
                    player?: string;
                    /**
                     * @default clockwise
                     * @enum {string}
                     */
                    direction?: "clockwise" | "counterClockwise";
                    /**
                     * @description Seats already out of this hand.
                     * @default []
                     */
                    out?: string[];
                    /** @description Decks in play (a hand holds a card at most that often); default 1, 2 for the tables that add one. */
                    decks?: 1 | 2;
                    /**
                     * @description Plays made in this hand so far, replayed in order from the situation above before the check: a card (with its choice), or `{ stuck: true }` for the player to play going out. A session's round in progress.
                     * @default []
                     */
                    plays?: ({
                        /**
                         * @description A card: rank A 2–10 J Q K (T = 10), then suit S H D C or ♠ ♥ ♦ ♣; any case.
                         * @example KS
                         */
                        card: string;
                        /** @description How an A (1 or 11) or a 10 (10 or −10) counts; without it the answer lists both. */
                        choice?: 1 | 11 | 10 | -10;
                    } | {
                        /** @constant */
                        stuck: true;
                        /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                        hand?: string[] | string;
                    })[];
                    /** @description The cards in the hand (codes, or one string "KS 9h 10♦"); `NV` a card without value (Ring of 99). */
                    hand: string[] | string;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description No legal play: the player is out (Ninety-Eight) or busts (adding game). */
                        bust: boolean;
                        reason: components["schemas"]["RefereeReason"];
                        /** @description Every legal play with the total it makes (empty when bust). */
                        plays: {
                            card: string;
                            choice?: number;
                            total: number;
                        }[];
                        /** @description Who leaves the hand (with teams the partner too); empty unless bust with the seats given. */
                        leaving: string[];
                        /** @description Ninety-Eight: the last player (or team) left wins the round. */
                        roundWinner: string | null;
                        limit: number;
                        after: components["schemas"]["HandState"];
                        /** @enum {string} */
                        game: "ninety-eight" | "ninety-nine-adding";
                        /** @description The check's name (the last address segment). */
                        check: string;
                        /** @description The options it judged by, defaults filled in. */
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeCheckQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: string;
                check: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinesPlayAnswer"] | components["schemas"]["NinetyNineTricksTrickAnswer"] | components["schemas"]["NinetyNineTricksFollowAnswer"] | components["schemas"]["NinetyNineTricksBidAnswer"] | components["schemas"]["NinetyEightTotalAnswer"] | components["schemas"]["NinetyEightBustAnswer"] | components["schemas"]["NinetyNineAddingTotalAnswer"] | components["schemas"]["NinetyNineAddingBustAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    refereeCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: string;
                check: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinesPlayAnswer"] | components["schemas"]["NinetyNineTricksTrickAnswer"] | components["schemas"]["NinetyNineTricksFollowAnswer"] | components["schemas"]["NinetyNineTricksBidAnswer"] | components["schemas"]["NinetyEightTotalAnswer"] | components["schemas"]["NinetyEightBustAnswer"] | components["schemas"]["NinetyNineAddingTotalAnswer"] | components["schemas"]["NinetyNineAddingBustAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeCheckQuery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                check: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinesPlayAnswer"] | components["schemas"]["NinetyNineTricksTrickAnswer"] | components["schemas"]["NinetyNineTricksFollowAnswer"] | components["schemas"]["NinetyNineTricksBidAnswer"] | components["schemas"]["NinetyEightTotalAnswer"] | components["schemas"]["NinetyEightBustAnswer"] | components["schemas"]["NinetyNineAddingTotalAnswer"] | components["schemas"]["NinetyNineAddingBustAnswer"];
                };
            };
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionRefereeCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                check: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NinesPlayAnswer"] | components["schemas"]["NinetyNineTricksTrickAnswer"] | components["schemas"]["NinetyNineTricksFollowAnswer"] | components["schemas"]["NinetyNineTricksBidAnswer"] | components["schemas"]["NinetyEightTotalAnswer"] | components["schemas"]["NinetyEightBustAnswer"] | components["schemas"]["NinetyNineAddingTotalAnswer"] | components["schemas"]["NinetyNineAddingBustAnswer"];
                };
            };
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). A name's own codes: `name_required`, `name_too_long`, `name_invisible`, `name_control_character` (a NUL, tab, line break or other control character in it), and a league's `league_name_required`, `league_name_too_long`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_json" | "invalid_body";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB), by its Content-Length or counted as it arrives in chunks. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `rule_violation`: a well-formed request the rules forbid. `details.violations`: every rule broken (`Violation`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rule_violation";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    sessionReferee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checks and their starting point. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefereeTable"];
                };
            };
            /** @description `not_found`: an unknown id or round number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `internal`: a bug or an outage; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `unavailable`: the database is not answering, too many live streams are open (on the server, the session or league, or from your address), or another league import is running (`Retry-After`). */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unavailable";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    unknownGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything no route above serves. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `not_found`: nothing answers at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unknownPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything no route above serves. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `not_found`: nothing answers at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unknownPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything no route above serves. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `not_found`: nothing answers at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unknownDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything no route above serves. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `not_found`: nothing answers at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unknownPatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Anything no route above serves. */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `not_found`: nothing answers at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
