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
  /** What the sheet shows under the form, outside it: the edited record’s Tarix (hidden when it renders nothing, as for a role that may not read it). */
  after?: ReactNode;
};

/** A create-or-edit form in a sheet. */
export function FormSheet({ title, description, size, sections = false, after, ...body }: FormSheetProps) {
  return (
    <Sheet open size={size} onOpenChange={closeThrough(body.save)} title={title} description={description}>
      <FormBody {...body} className={cn("flex flex-col", sections ? "gap-6" : "gap-5")} />
      {after && <div className="mt-8 border-t border-line pt-6 empty:hidden">{after}</div>}
    </Sheet>
  );
}
