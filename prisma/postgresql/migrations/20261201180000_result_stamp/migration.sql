-- The version each session's stored league result was last derived from (docs/decisions/029-startup-repair.md):
-- null for every existing row, so the first start-up after the upgrade checks each league game once. Both indexes
-- let the start-up checks read an index instead of every session row.
-- AlterTable
ALTER TABLE "GameSession" ADD COLUMN "resultVersion" INTEGER;

-- CreateIndex
CREATE INDEX "GameSession_leagueId_version_resultVersion_id_idx" ON "GameSession"("leagueId", "version", "resultVersion", "id");

-- CreateIndex
CREATE INDEX "GameSession_summaryFormat_idx" ON "GameSession"("summaryFormat");
