-- AlterTable
ALTER TABLE "League" ADD COLUMN "storedGames" INTEGER NOT NULL DEFAULT -1;

-- CreateTable
CREATE TABLE "LeagueStanding" (
    "leagueId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "played" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL,
    "rankSum" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "mu" REAL NOT NULL,
    "sigma" REAL NOT NULL,
    "streakWins" BOOLEAN NOT NULL,
    "streakLength" INTEGER NOT NULL,

    PRIMARY KEY ("leagueId", "memberId"),
    CONSTRAINT "LeagueStanding_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LeagueRatingStep" (
    "leagueId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "finishedAt" DATETIME NOT NULL,
    "rank" INTEGER NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "played" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL,
    "rankSum" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "mu" REAL NOT NULL,
    "sigma" REAL NOT NULL,
    "streakWins" BOOLEAN NOT NULL,
    "streakLength" INTEGER NOT NULL,

    PRIMARY KEY ("sessionId", "memberId"),
    CONSTRAINT "LeagueRatingStep_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LeagueRatingStep_leagueId_finishedAt_idx" ON "LeagueRatingStep"("leagueId", "finishedAt");

-- CreateIndex
CREATE INDEX "LeagueRatingStep_leagueId_memberId_played_idx" ON "LeagueRatingStep"("leagueId", "memberId", "played");
