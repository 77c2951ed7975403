import { AlertDialog } from "radix-ui";
import { uzConfirm } from "../i18n/ui.ts";
import { overlayClass } from "./dialog.tsx";
import { Button } from "./button.tsx";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** While the deletion runs the dialog stays open with a busy button; a failure leaves it open. */
  pending?: boolean;
  /** Another irreversible step (completing or canceling an order) asks in its own words; deletion is the default. */
  wording?: { title: string; description: string; confirm: string; cancel: string };
  /** Why the last attempt failed (a row still in use: 423), kept in view while the dialog stays open. */
  error?: string;
};

/** Asks before a deletion, or another step that cannot be undone; the deletion wording is the default. */
export function ConfirmDialog({ open, onOpenChange, onConfirm, pending = false, wording = uzConfirm, error }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{wording.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{wording.description}</AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{wording.cancel}</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" loading={pending} onClick={onConfirm}>
              {wording.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
