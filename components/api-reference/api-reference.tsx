import { useTranslations } from "next-intl";
import { Panel } from "../ui/panel";
import { Paragraphs } from "./inline-text";
import { ExampleBlock, OperationView, operationAnchor } from "./operation-view";
import { SchemaView, schemaAnchor } from "./schema-view";
import { type ApiDocument, METHODS, type Operation } from "./types";

// The API reference, rendered on the server from the OpenAPI document: no script, no CDN, nothing the page's
// Content-Security-Policy would have to allow (docs/decisions/015-openapi.md). Operations are grouped by tag and
// open in place (<details>); named schemas are listed once at the end and linked from where they are used.

type Entry = { method: string; path: string; operation: Operation };

function byTag(document: ApiDocument): Array<{ name: string; description?: string; entries: Entry[] }> {
  const entries = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
  );
  return (document.tags ?? []).map((tag) => ({
    ...tag,
    entries: entries.filter((entry) => entry.operation.tags?.includes(tag.name)),
  }));
}

export function ApiReference({ document, documentUrl }: { document: ApiDocument; documentUrl: string }) {
  const t = useTranslations("apiReference");
  const groups = byTag(document);
  const schemas = Object.entries(document.components?.schemas ?? {});
  return (
    <div className="space-y-6" id="top">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold text-felt-900">{t("title")}</h1>
        <p className="text-stone-800">{t("intro")}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <a
            href={documentUrl}
            className="inline-flex min-h-12 items-center rounded-xl bg-brand px-4 font-semibold text-on-brand"
          >
            {t("download")}
          </a>
          <span className="text-sm text-stone-700">
            {t("version", { openapi: document.openapi, version: document.info.version })}
          </span>
        </p>
      </header>

      <nav aria-labelledby="api-contents">
        <Panel title={<span id="api-contents">{t("contents")}</span>}>
          <ul className="grid gap-1 sm:grid-cols-2">
            <li>
              <a className="inline-flex min-h-10 items-center text-felt-700 underline" href="#overview">
                {t("overview")}
              </a>
            </li>
            <li>
              <a className="inline-flex min-h-10 items-center text-felt-700 underline" href="#limits">
                {t("limits")}
              </a>
            </li>
            {groups.map((group) => (
              <li key={group.name}>
                <a className="inline-flex min-h-10 items-center text-felt-700 underline" href={`#tag-${group.name}`}>
                  {group.name}
                </a>{" "}
                <span className="text-sm text-stone-600">({t("operations", { count: group.entries.length })})</span>
              </li>
            ))}
            <li>
              <a className="inline-flex min-h-10 items-center text-felt-700 underline" href="#schemas">
                {t("schemas")}
              </a>
            </li>
          </ul>
        </Panel>
      </nav>

      <section id="overview" aria-labelledby="overview-title">
        <Panel title={<span id="overview-title">{t("overview")}</span>}>
          {document.info.description ? (
            <Paragraphs text={document.info.description.replace(/\n\n\*\*Limits\*\*[\s\S]*$/, "")} />
          ) : null}
        </Panel>
      </section>

      <section id="limits" aria-labelledby="limits-title">
        <Panel title={<span id="limits-title">{t("limits")}</span>}>
          <dl className="divide-y divide-stone-100">
            {(document["x-limits"] ?? []).map((limit) => (
              <div key={limit.what} className="grid gap-x-3 py-2 sm:grid-cols-[12rem_1fr]">
                <dt className="font-semibold text-stone-900">{limit.what}</dt>
                <dd className="text-stone-800">
                  {limit.limit}
                  <span className="block font-mono text-xs text-stone-600">
                    {t("limitRefusal")}: {limit.refusal}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
      </section>

      {groups.map((group) => (
        <section key={group.name} id={`tag-${group.name}`} aria-labelledby={`tag-${group.name}-title`}>
          <Panel title={<span id={`tag-${group.name}-title`}>{group.name}</span>}>
            {group.description ? <p className="mb-3 text-stone-700">{group.description}</p> : null}
            <div className="space-y-2">
              {group.entries.map((entry) => (
                <OperationView
                  key={operationAnchor(entry.method, entry.path, entry.operation)}
                  named={document.components?.schemas ?? {}}
                  {...entry}
                />
              ))}
            </div>
          </Panel>
        </section>
      ))}

      <section id="schemas" aria-labelledby="schemas-title">
        <Panel title={<span id="schemas-title">{t("schemas")}</span>}>
          <div className="space-y-2">
            {schemas.map(([name, schema]) => (
              <details key={name} id={schemaAnchor(name)} className="rounded-xl ring-1 ring-stone-200">
                <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 hover:bg-stone-50">
                  <code className="font-mono text-sm font-semibold break-all">{name}</code>
                  {schema.description ? (
                    <span className="min-w-0 text-sm text-stone-700">{schema.description}</span>
                  ) : null}
                </summary>
                <div className="space-y-2 border-t border-stone-200 px-3 py-3">
                  <SchemaView schema={{ ...schema, description: undefined }} />
                  {schema.examples?.[0] !== undefined ? (
                    <figure className="space-y-1">
                      <figcaption className="text-xs font-semibold text-stone-700">{t("example")}</figcaption>
                      <ExampleBlock value={schema.examples[0]} />
                    </figure>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </Panel>
      </section>

      <p>
        <a href="#top" className="inline-flex min-h-12 items-center text-felt-700 underline">
          {t("backToTop")}
        </a>
      </p>
    </div>
  );
}
