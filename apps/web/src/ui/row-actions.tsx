import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { uzCommon } from "../i18n/common.ts";
import { Button } from "./button.tsx";

type RowActionsProps = {
  /** The row's name, so screen readers hear 'Tahrirlash: <name>' rather than a bare icon. */
  name: string;
  onEdit: () => void;
  /** Left out for rows that cannot be deleted here, and the delete button with it. */
  onDelete?: () => void;
  /** The row's own buttons, before the edit button. */
  children?: ReactNode;
};

/** The edit and delete icon buttons of a table row. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      {children}
      <Button variant="ghost" size="icon" aria-label={uzCommon.editRow(name)} title={uzCommon.edit} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={uzCommon.deleteRow(name)}
          title={uzCommon.delete}
          className="text-danger hover:bg-red-50"
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
