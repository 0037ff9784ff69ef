// A league being imported (lib/imports/mutations.ts; the mark is the league's own, lib/imports writes it) carries this in place of its token hash until its last write:
// no token hashes to it, so nothing opens the league, and start-up repair leaves it alone.

export const IMPORTING = "importing:";
