import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { closeThrough, FormBody, type FormBodyProps } from "./form-body.tsx";
import { Sheet } from "./sheet.tsx";

type FormSheetProps = FormBodyProps & {
  title: ReactNode;
  description?: ReactNode;
  size?: ComponentProps<typeof Sheet>["size"];
  /** The fields stand in fieldsets, which stand further apart than single fields. */
  sections?: boolean;
};

/** A create-or-edit form in a sheet. */
export function FormSheet({ title, description, size, sections = false, ...body }: FormSheetProps) {
  return (
    <Sheet open size={size} onOpenChange={closeThrough(body.save)} title={title} description={description}>
      <FormBody {...body} className={cn("flex flex-col", sections ? "gap-6" : "gap-5")} />
    </Sheet>
  );
}
