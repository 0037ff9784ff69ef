import type { ReactNode } from "react";
import { SessionLiveCode } from "@/components/live/session-live";

/** The session pages share the live store's code through this layout (docs/decisions/027-phone-start.md). */
export default function SessionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SessionLiveCode />
      {children}
    </>
  );
}
