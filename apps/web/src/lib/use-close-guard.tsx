import { useEffect, useRef, useState } from "react";
import { uzCommon } from "../i18n/common.ts";
import { UnsavedDialog } from "../ui/unsaved-dialog.tsx";
import { holdUnsavedWork } from "./unsaved-forms.ts";

/**
 * Closing a form with unsaved changes asks first, and so does leaving or reloading the page, and
 * leaving for another page of the app (lib/leave-guard.tsx asks the open forms); a clean form
 * closes at once. Route the form's every way out through `requestClose` and render `dialog`
 * inside the sheet or dialog.
 */
export function useCloseGuard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const unsaved = useRef(dirty);

  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);

  useEffect(() => holdUnsavedWork(() => unsaved.current), []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const requestClose = () => (dirty ? setAsking(true) : close());

  const dialog = (
    <UnsavedDialog
      open={asking}
      text={uzCommon.unsavedText}
      discardLabel={uzCommon.discard}
      onKeepEditing={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  );

  return { requestClose, dialog };
}
