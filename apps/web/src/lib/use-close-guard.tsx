import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { uzCommon } from "../i18n/common.ts";
import { Button } from "../ui/button.tsx";

/** The sheet or dialog being closed sits at z-50; this question must dim it, not hide under it. */
const overlayAboveSheet = "fixed inset-0 z-50 bg-slate-900/50";

/**
 * Closing a form with unsaved changes asks first, and so does leaving or reloading the page;
 * a clean form closes at once. Route the form's every way out through `requestClose` and render
 * `dialog` inside the sheet or dialog.
 */
export function useCloseGuard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const requestClose = () => (dirty ? setAsking(true) : close());

  const dialog = (
    <AlertDialog.Root open={asking} onOpenChange={setAsking}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayAboveSheet} />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{uzCommon.unsavedTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{uzCommon.unsavedText}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{uzCommon.keepEditing}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={close}>
                {uzCommon.discard}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return { requestClose, dialog };
}
