import "server-only";
import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { getLocale, getMessages, getNow, getTimeZone } from "next-intl/server";
import { plainMessages } from "./plain-text";

/**
 * `getTranslations` for text that leaves the page (decision 033): a tab's title (every `generateMetadata`), a shared
 * summary. Its messages are the request's own without soft hyphens, so "Neun­und­neunzig" reads "Neunundneunzig" in
 * a browser tab, a share sheet or a pasted message, where nothing may break a line at them.
 */
export async function getPlainTranslations<NestedKey extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(
  namespace?: NestedKey,
) {
  const [locale, messages, timeZone, now] = await Promise.all([getLocale(), getMessages(), getTimeZone(), getNow()]);
  return createTranslator<Messages, NestedKey>({
    locale,
    messages: plainMessages(messages) as Messages,
    namespace,
    timeZone,
    now,
  });
}
