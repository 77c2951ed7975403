import { Construction } from "lucide-react";
import { uz } from "../i18n/uz.ts";
import { PageHeader } from "./page-header.tsx";

/** What a section shows until its screens are built. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex items-center gap-4 rounded-2xl border border-dashed border-line bg-surface p-8 text-muted">
        <Construction className="size-8 shrink-0 text-brand-700" aria-hidden />
        <p>{uz.shell.preparing}</p>
      </div>
    </>
  );
}
