import { useState } from "react";
import { uzCommon } from "../../i18n/common.ts";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { ApiError } from "../../lib/api-error.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { importResultOf, previewRows, type PreviewRow } from "./import-preview.ts";
import { useImportManifest } from "./pilgrims-api.ts";

const t = uzGuestGroups;
const ACCEPTED = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

/** What the dry run said of the chosen file. */
type Check = { kind: "errors"; rows: PreviewRow[] } | { kind: "ready"; rows: number } | { kind: "refused"; message: string };

function checkOf(error: unknown): Check {
  const result = error instanceof ApiError ? importResultOf(error.body) : null;
  if (result?.errors.length) return { kind: "errors", rows: previewRows(result.errors) };
  return { kind: "refused", message: error instanceof Error ? error.message : String(error) };
}

function ErrorPreview({ rows }: { rows: PreviewRow[] }) {
  return (
    <Table>
      <THead>
        <tr>
          <Th>{t.row}</Th>
          <Th>{t.field}</Th>
          <Th>{t.message}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td>{row.row}</Td>
            <Td>{row.field}</Td>
            <Td>{row.message}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/**
 * Importing a manifest: a chosen file is first checked (a dry run saves nothing) and its row
 * errors listed; 'Import qilish' is offered only for a file without errors.
 */
export function ImportDialog({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const send = useImportManifest(groupId);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);

  const choose = (chosen: File | undefined) => {
    setCheck(null);
    setFile(chosen ?? null);
    if (!chosen) return;
    send.mutate(
      { file: chosen, dryRun: true },
      { onSuccess: (result) => setCheck({ kind: "ready", rows: result.rows }), onError: (error) => setCheck(checkOf(error)) },
    );
  };
  const importFile = () => {
    if (!file) return;
    send.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          notifySuccess(t.imported(result.created));
          onClose();
        },
        onError: (error) => setCheck(checkOf(error)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.importTitle} description={t.importHint}>
      <div className="flex flex-col gap-4">
        <Field label={t.chooseFile}>
          <Input type="file" accept={ACCEPTED} onChange={(event) => choose(event.target.files?.[0])} disabled={send.isPending} />
        </Field>
        <div aria-live="polite" className="flex flex-col gap-3">
          {check?.kind === "ready" && <p className="text-sm text-ink">{t.importReady(check.rows)}</p>}
          {check?.kind === "refused" && (
            <p role="alert" className="text-sm text-danger">
              {check.message}
            </p>
          )}
          {check?.kind === "errors" && (
            <>
              <p role="alert" className="text-sm text-danger">
                {t.importErrors(check.rows.length)}
              </p>
              <div className="max-h-80 overflow-auto">
                <ErrorPreview rows={check.rows} />
              </div>
            </>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {uzCommon.close}
          </Button>
          {check?.kind === "ready" && (
            <Button onClick={importFile} loading={send.isPending}>
              {t.importNow}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
