-- AlterTable
ALTER TABLE "GameSession" ADD COLUMN     "summary" TEXT,
ADD COLUMN     "summaryFormat" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- The version counts the session's history: start it at the last change already recorded.
UPDATE "GameSession" SET "version" = COALESCE((SELECT MAX("seq") FROM "RoundChange" WHERE "RoundChange"."sessionId" = "GameSession"."id"), 0);
