import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { formatWireDateTime } from "@app/contract/dates";
import { uzPrint } from "../i18n/ui.ts";
import { Button } from "./button.tsx";

/**
 * 'Chop etish': prints the page (index.css lays it out on A4 without the app around it). On paper
 * the button gives way to the moment of printing, on the business clock, beside the page's title;
 * printing from the browser's own menu stamps it too.
 */
export function PrintButton() {
  const [printedAt, setPrintedAt] = useState(() => formatWireDateTime(new Date()));

  useEffect(() => {
    const stamp = () => flushSync(() => setPrintedAt(formatWireDateTime(new Date())));
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, []);

  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden />
        {uzPrint.button}
      </Button>
      <p className="hidden text-sm text-muted print:block">{uzPrint.printedAt(printedAt)}</p>
    </>
  );
}
