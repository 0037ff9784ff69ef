-- CreateTable
CREATE TABLE "League" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "game" TEXT,
    "seasonStart" DATETIME,
    "seasonEnd" DATETIME,
    "pointsTable" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "LeagueMember" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leagueId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeagueMember_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GameResult" (
    "sessionId" TEXT NOT NULL PRIMARY KEY,
    "leagueId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "finishedAt" DATETIME NOT NULL,
    "placements" TEXT NOT NULL,
    CONSTRAINT "GameResult_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GameSession" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GameResult_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "GameSession" ADD COLUMN "leagueId" TEXT REFERENCES "League" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "GameSession" ADD COLUMN "playedAt" DATETIME;

-- AlterTable
ALTER TABLE "Player" ADD COLUMN "memberId" TEXT REFERENCES "LeagueMember" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE UNIQUE INDEX "LeagueMember_leagueId_nameKey_key" ON "LeagueMember"("leagueId", "nameKey");

-- CreateIndex
CREATE INDEX "GameResult_leagueId_finishedAt_idx" ON "GameResult"("leagueId", "finishedAt");

-- CreateIndex
CREATE INDEX "GameSession_leagueId_idx" ON "GameSession"("leagueId");

-- CreateIndex
CREATE INDEX "Player_memberId_idx" ON "Player"("memberId");
