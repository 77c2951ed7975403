import { useBlocker } from "react-router";
import { uzLeave } from "../i18n/ui.ts";
import { UnsavedDialog } from "../ui/unsaved-dialog.tsx";
import { anyUnsavedWork } from "./unsaved-forms.ts";

/**
 * Going to another page of the app (a link, the browser's Back or Forward) while an open form
 * holds unsaved changes asks first. One guard for the whole app, rendered by the shell: the
 * router heeds only one blocker at a time, so each form only answers whether it holds work.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && anyUnsavedWork(),
  );
  return (
    <UnsavedDialog
      open={blocker.state === "blocked"}
      text={uzLeave.text}
      discardLabel={uzLeave.leave}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
