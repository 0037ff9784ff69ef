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
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "streakWins" BOOLEAN NOT NULL,
    "streakLength" INTEGER NOT NULL,

    CONSTRAINT "LeagueStanding_pkey" PRIMARY KEY ("leagueId","memberId")
);

-- CreateTable
CREATE TABLE "LeagueRatingStep" (
    "leagueId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "rank" INTEGER NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "played" INTEGER NOT NULL,
    "wins" INTEGER NOT NULL,
    "rankSum" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "streakWins" BOOLEAN NOT NULL,
    "streakLength" INTEGER NOT NULL,

    CONSTRAINT "LeagueRatingStep_pkey" PRIMARY KEY ("sessionId","memberId")
);

-- CreateIndex
CREATE INDEX "LeagueRatingStep_leagueId_finishedAt_idx" ON "LeagueRatingStep"("leagueId", "finishedAt");

-- CreateIndex
CREATE INDEX "LeagueRatingStep_leagueId_memberId_played_idx" ON "LeagueRatingStep"("leagueId", "memberId", "played");

-- AddForeignKey
ALTER TABLE "LeagueStanding" ADD CONSTRAINT "LeagueStanding_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueRatingStep" ADD CONSTRAINT "LeagueRatingStep_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;
