-- The league page's cache stamp (issue 28, docs/decisions/040-league-page-cache.md): every write that changes what
-- the league's page shows moves it on, in the write's own transaction. 0 for every existing league.
-- AlterTable
ALTER TABLE "League" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;
