import { Pencil, Trash2 } from "lucide-react";
import { uz } from "../i18n/uz.ts";
import { Button } from "./button.tsx";

type RowActionsProps = {
  /** The row's name, so screen readers hear 'Tahrirlash: <name>' rather than a bare icon. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The edit and delete icon buttons of a table row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={uz.common.editRow(name)} title={uz.common.edit} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={uz.common.deleteRow(name)}
        title={uz.common.delete}
        className="text-danger hover:bg-red-50"
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
