-- Idempotency keys of round writes (issue 27): the key a write came with, kept on its history line, unique per
-- session, so a repeated request (a phone retrying after a lost answer) is answered as the first and writes nothing.
-- Null for every existing row; NULLs never clash in a unique index on either database.
-- AlterTable
ALTER TABLE "RoundChange" ADD COLUMN "requestKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "RoundChange_sessionId_requestKey_key" ON "RoundChange"("sessionId", "requestKey");
