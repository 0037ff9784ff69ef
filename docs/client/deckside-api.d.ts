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
         * @description Creates a session. `options` are the game's own (see the `…-options` schemas; unknown options are refused, defaults filled in). With `leagueId` the game counts in that league and the league's token is required.
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
        /** A session's change history */
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
        delete?: never;
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
        head?: never;
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
        Health: {
            /** @constant */
            ok: true;
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
        };
        SessionResult: {
            session: components["schemas"]["Session"];
        };
        /** @description Every change to the rounds, oldest first. */
        History: {
            changes: components["schemas"]["RoundChange"][];
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
        /** @description Every error, whatever its status: `{ error: { code, message, details? } }`. */
        Error: {
            error: {
                /** @enum {string} */
                code: "invalid_json" | "invalid_body" | "unauthorized" | "not_found" | "rule_violation" | "stale_round" | "game_finished" | "not_last_round" | "payload_too_large" | "too_many_rounds" | "too_many_members" | "method_not_allowed" | "forbidden" | "unavailable" | "rate_limited" | "database_unavailable" | "internal";
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
            /** @description The database answers. */
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
                };
            };
        };
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            header?: never;
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). `game_finished`: the game is over, or a change would make a later round invalid. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "stale_round" | "game_finished";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            header?: never;
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `stale_round`: the rounds changed meanwhile (another phone was quicker). `details.next`: the round number that would be next now (where known). `game_finished`: the game is over, or a change would make a later round invalid. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "stale_round" | "game_finished";
                            /** @description A sentence a person can act on. */
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description Every change to the rounds, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
             *     Events: `change` (id: version) one round change as the history lists it, plus `version`; `ready` (id: version) `{ sessionId, version }`: caught up and listening; `resync` (id: version) `{ version }`: the missed changes cannot be replayed (more than 200), reload; `filed` `{ leagueId }`; `rematch` `{ sessionId }` (the new game); `deleted` `{ sessionId }`, then the stream ends. Resume with `Last-Event-ID` or `?since=<version>`: every change after it, then `ready`.
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `invalid_json`: the body is empty or not JSON. `invalid_body`: the body or query has the wrong shape. `details.issues`: every field that is off (`path`, `message`, `code`). */
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
            /** @description `payload_too_large`: the body is larger than the limit (64 KiB; a backup 64 MiB). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
            /** @description `unavailable`: the database is not answering, too many live streams are open, or another league import is running (`Retry-After`). */
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
