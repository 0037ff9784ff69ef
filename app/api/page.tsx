import type { Metadata } from "next";
import { ApiReference } from "@/components/api-reference/api-reference";
import type { ApiDocument } from "@/components/api-reference/types";
import { getPlainTranslations } from "@/lib/i18n/plain-translations";
import { openApiDocument } from "@/lib/openapi/document";

// /api: the API reference. The catch-all app/api/[...path]/route.ts needs at least one segment, so it never
// answers /api itself; every /api/... address stays JSON.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getPlainTranslations("apiReference");
  return { title: t("metaTitle") };
}

export default function ApiReferencePage() {
  return <ApiReference document={openApiDocument() as unknown as ApiDocument} documentUrl="/api/v1/openapi.json" />;
}
