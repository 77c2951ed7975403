import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../lib/api-error.ts";
import { ListState } from "../ui/list-state.tsx";
import { PageHeader } from "./page-header.tsx";

type RecordPageProps<Record> = {
  /** The route's title, the heading while the record is missing. */
  title: string;
  /** The link back to the list the record belongs to. */
  back: { to: string; label: string };
  /** The record's query. */
  record: { data?: Record; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What a 404 says: the record was deleted or never was. */
  notFound: string;
  children: (record: Record) => ReactNode;
};

/** A record's own page: the link back to its list, then the record once loaded, or why it is not. */
export function RecordPage<Record>({ title, back, record, notFound, children }: RecordPageProps<Record>) {
  const missing = record.error instanceof ApiError && record.error.status === 404;
  return (
    <>
      <Link to={back.to} className="mb-3 inline-flex items-center gap-1.5 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      {missing ? (
        <>
          <PageHeader title={title} />
          <p className="text-muted">{notFound}</p>
        </>
      ) : (
        <ListState isLoading={record.isPending} isError={record.isError} error={record.error} onRetry={() => void record.refetch()} isEmpty={false}>
          {record.data && children(record.data)}
        </ListState>
      )}
    </>
  );
}
