import { Download } from "lucide-react";
import { useState } from "react";
import { uzReport } from "../i18n/report.ts";
import { Button } from "./button.tsx";

type ExportButtonProps = { onExport: () => Promise<void> } & (
  /** One block or list: the button says "Excel" and screen readers hear "Excel yuklab olish: <label>". */
  | { label: string; text?: undefined }
  /** A download that names itself on the button. */
  | { text: string; label?: undefined }
);

/** Downloads a list or report as .xlsx; failures are toasted by the API client. */
export function ExportButton({ label, text, onExport }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch {
      // The API client has already shown the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={run} loading={busy} aria-label={label === undefined ? undefined : uzReport.exportBlock(label)}>
      <Download className="size-4" aria-hidden />
      {text ?? uzReport.export}
    </Button>
  );
}
