-- Which game's filing into a league created a member (issue 28: undo a filing): taking that game out again
-- removes the members it brought in that have no other game. Null for every existing member (created otherwise).
-- AlterTable
ALTER TABLE "LeagueMember" ADD COLUMN "filedWith" TEXT;
