-- CreateTable
CREATE TABLE "RoundChange" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "entry" TEXT NOT NULL,
    "previous" TEXT,

    CONSTRAINT "RoundChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RoundChange_sessionId_seq_key" ON "RoundChange"("sessionId", "seq");

-- AddForeignKey
ALTER TABLE "RoundChange" ADD CONSTRAINT "RoundChange_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GameSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;
