import type { ReactNode } from "react";
import { Dialog } from "./dialog.tsx";
import { closeThrough, FormBody, type FormBodyProps } from "./form-body.tsx";

type FormDialogProps = FormBodyProps & {
  title: ReactNode;
  description?: ReactNode;
};

/** A create-or-edit form in a dialog: ui/form-sheet.tsx for the few fields a dialog holds. */
export function FormDialog({ title, description, ...body }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={closeThrough(body.save)} title={title} description={description}>
      <FormBody {...body} className="flex flex-col gap-4" />
    </Dialog>
  );
}
