import { Download } from "lucide-react";
import { useState } from "react";
import { uzReport } from "../i18n/report.ts";
import { Button } from "./button.tsx";

type ExportButtonProps = {
  /** What is exported, for screen readers: "Excel yuklab olish: <label>". */
  label: string;
  onExport: () => Promise<void>;
};

/** Downloads a list or report as .xlsx; failures are toasted by the API client. */
export function ExportButton({ label, onExport }: ExportButtonProps) {
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
    <Button variant="secondary" size="sm" onClick={run} loading={busy} aria-label={uzReport.exportBlock(label)}>
      <Download className="size-4" aria-hidden />
      {uzReport.export}
    </Button>
  );
}
