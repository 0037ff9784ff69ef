-- A league's games by evening: the league page reads one page of evenings as index ranges (decision 019).
-- DropIndex
DROP INDEX "GameSession_leagueId_idx";

-- CreateIndex
CREATE INDEX "GameSession_leagueId_createdAt_playedAt_idx" ON "GameSession"("leagueId", "createdAt", "playedAt");

-- CreateIndex
CREATE INDEX "GameSession_leagueId_playedAt_idx" ON "GameSession"("leagueId", "playedAt");
