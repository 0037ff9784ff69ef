import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { type ClientPage, clientNamespaces } from "./client-namespaces";
import { pickMessages } from "./pick-messages";

/**
 * Hands the page's client components only the messages they read (lib/i18n/client-namespaces.ts), instead of
 * every text of every game: that catalogue travelled inside every page's HTML. Wraps the page's content.
 */
export async function ClientMessages({
  page,
  game,
  children,
}: {
  page: ClientPage;
  game?: string;
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(), clientNamespaces(page, game));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
