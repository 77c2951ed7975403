import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import type { SaveForm } from "../lib/use-save-form.ts";
import { FormActions } from "./form-actions.tsx";
import { Sheet } from "./sheet.tsx";

type FormSheetProps = {
  title: ReactNode;
  description?: ReactNode;
  size?: ComponentProps<typeof Sheet>["size"];
  /** lib/use-save-form.ts: every way out asks first while the form holds unsaved changes. */
  save: SaveForm;
  /** The fields; 'Bekor qilish' and 'Saqlash' follow them. */
  children: ReactNode;
  /** The fields stand in fieldsets, which stand further apart than single fields. */
  sections?: boolean;
};

/** A create-or-edit form in a sheet. */
export function FormSheet({ title, description, size, save, children, sections = false }: FormSheetProps) {
  return (
    <Sheet open size={size} onOpenChange={(open) => !open && save.requestClose()} title={title} description={description}>
      <form onSubmit={save.submit} noValidate className={cn("flex flex-col", sections ? "gap-6" : "gap-5")}>
        {children}
        <FormActions onCancel={save.requestClose} saving={save.saving} />
      </form>
      {save.dialog}
    </Sheet>
  );
}
