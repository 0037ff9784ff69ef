-- AlterTable
ALTER TABLE "GameSession" ADD COLUMN "leagueId" TEXT,
ADD COLUMN     "playedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Player" ADD COLUMN "memberId" TEXT;

-- CreateTable
CREATE TABLE "League" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "game" TEXT,
    "seasonStart" TIMESTAMP(3),
    "seasonEnd" TIMESTAMP(3),
    "pointsTable" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "League_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueMember" (
    "id" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeagueMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameResult" (
    "sessionId" TEXT NOT NULL,
    "leagueId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "placements" TEXT NOT NULL,

    CONSTRAINT "GameResult_pkey" PRIMARY KEY ("sessionId")
);

-- CreateIndex
CREATE UNIQUE INDEX "LeagueMember_leagueId_nameKey_key" ON "LeagueMember"("leagueId", "nameKey");

-- CreateIndex
CREATE INDEX "GameResult_leagueId_finishedAt_idx" ON "GameResult"("leagueId", "finishedAt");

-- CreateIndex
CREATE INDEX "GameSession_leagueId_idx" ON "GameSession"("leagueId");

-- CreateIndex
CREATE INDEX "Player_memberId_idx" ON "Player"("memberId");

-- AddForeignKey
ALTER TABLE "GameSession" ADD CONSTRAINT "GameSession_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "LeagueMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueMember" ADD CONSTRAINT "LeagueMember_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameResult" ADD CONSTRAINT "GameResult_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GameSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameResult" ADD CONSTRAINT "GameResult_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;
