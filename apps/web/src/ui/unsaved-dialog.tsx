import { AlertDialog } from "radix-ui";
import { uzCommon } from "../i18n/common.ts";
import { Button } from "./button.tsx";

/** The sheet or dialog being left sits at z-50; this question must dim it, not hide under it. */
const overlayAboveSheet = "fixed inset-0 z-50 bg-slate-900/50";

type UnsavedDialogProps = {
  open: boolean;
  /** What leaving does to the unsaved changes, in the words of the way out. */
  text: string;
  discardLabel: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
};

/** "O‘zgarishlar saqlanmagan": keep editing, or leave and lose the changes. */
export function UnsavedDialog({ open, text, discardLabel, onKeepEditing, onDiscard }: UnsavedDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(stillOpen) => !stillOpen && onKeepEditing()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayAboveSheet} />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{uzCommon.unsavedTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{text}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{uzCommon.keepEditing}</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: closing would also report "keep editing", undoing the way out. */}
            <Button variant="danger" onClick={onDiscard}>
              {discardLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
