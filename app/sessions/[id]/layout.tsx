import type { ReactNode } from "react";
import { SessionLiveCode } from "@/components/live/session-live";
import { SessionLiveRoot } from "@/components/live/session-live-root";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { loadSession } from "@/lib/sessions/data";

/**
 * The session pages share, mounted once while a person moves between them: the client messages of every session
 * page, the live store (its stream stays open and its round queue loaded) and the store's code
 * (docs/decisions/027-phone-start.md, 028-instant-taps.md). A tap from the scoreboard to the round form and back
 * renders only the page below.
 */
export default async function SessionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  // The same cached read as the page's (lib/sessions/data.ts); an unknown game's page answers 404 itself.
  const session = await loadSession(id);
  return (
    <ClientMessages page="session" game={session?.game}>
      <SessionLiveCode />
      <SessionLiveRoot sessionId={id} onServer={session !== null}>
        {children}
      </SessionLiveRoot>
    </ClientMessages>
  );
}
