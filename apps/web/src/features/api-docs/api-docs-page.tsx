import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { uzApiDocs } from "../../i18n/api-docs.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import type { PageProps } from "../../lib/page-props.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { downloadDocument, useApiDocument } from "./api-docs-api.ts";
import { byGroup, matching, operationsOf, type Operation } from "./operations.ts";

const t = uzApiDocs;

const METHOD_TONES = { GET: "success", POST: "warning", DELETE: "danger" } as const;

function Schema({ label, schema }: { label: string; schema: unknown }) {
  if (schema === undefined) return null;
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</h4>
      <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-ink" tabIndex={0}>
        {JSON.stringify(schema, null, 2)}
      </pre>
    </div>
  );
}

function OperationRow({ operation }: { operation: Operation }) {
  const tone = METHOD_TONES[operation.method as keyof typeof METHOD_TONES] ?? "neutral";
  return (
    <details className="rounded-lg border border-line">
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3">
        <Badge tone={tone}>{operation.method}</Badge>
        <code className="text-sm font-medium text-ink">{operation.path}</code>
        <span className="text-sm text-muted">{operation.summary}</span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-line px-4 py-3">
        <p className="text-sm text-ink">
          <span className="text-muted">{t.roles}: </span>
          {operation.roles}
        </p>
        {operation.parameters.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}:${parameter.name}`}>
                <code>{parameter.name}</code>{" "}
                <span className="text-muted">
                  ({parameter.in === "path" ? t.inPath : t.inQuery}
                  {parameter.required ? `, ${t.required}` : ""})
                </span>
              </li>
            ))}
          </ul>
        )}
        <Schema label={t.body} schema={operation.body} />
        <Schema label={t.response} schema={operation.response} />
      </div>
    </details>
  );
}

/** /api-docs: the API's own reference, read from its OpenAPI document, for those who manage users. */
export default function ApiDocsPage({ title }: PageProps) {
  const document = useApiDocument();
  const [search, setSearch] = useState("");
  const operations = useMemo(() => (document.data ? operationsOf(document.data.paths) : []), [document.data]);
  const shown = matching(operations, search);
  const groups = byGroup(shown);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          document.data && (
            <Button variant="secondary" onClick={() => downloadDocument(document.data)}>
              <Download className="size-4" aria-hidden />
              {t.download}
            </Button>
          )
        }
      />
      <p className="mb-4 text-sm text-muted">{t.intro}</p>
      <div className="mb-6 max-w-md">
        <SearchBox value={search} onSearch={setSearch} placeholder={t.searchPlaceholder} />
      </div>
      <ListState isLoading={document.isPending} isError={document.isError} error={document.error} onRetry={() => void document.refetch()} isEmpty={shown.length === 0} emptyText={t.empty}>
        <div className="flex flex-col gap-8">
          {groups.map(([group, rows]) => (
            <section key={group} aria-labelledby={`api-group-${group}`} className="flex flex-col gap-2">
              <h2 id={`api-group-${group}`} className="text-lg font-semibold text-ink">
                {group}
              </h2>
              {rows.map((operation) => (
                <OperationRow key={`${operation.method} ${operation.path}`} operation={operation} />
              ))}
            </section>
          ))}
        </div>
      </ListState>
    </>
  );
}
