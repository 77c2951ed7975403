import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { notifySuccess } from "./toast.ts";

type DeleteFlowOptions = {
  /** The delete mutation, called with the row's id. */
  remove: UseMutationResult<void, Error, string>;
  deletedMessage: string;
  rowsOnPage: number;
  page: number;
  update: (change: { page: number }) => void;
};

/**
 * Asking, then deleting a row: `ask(row)` opens the confirmation, render `dialog`. It closes only
 * on success, so a failed delete leaves it open with the error toast and, inside it, the reason
 * (a row still in use stays readable after the toast is gone); deleting the last row of a page
 * shows the page before.
 */
export function useDeleteFlow<Row extends { id: string }>({ remove, deletedMessage, rowsOnPage, page, update }: DeleteFlowOptions) {
  const [deleting, setDeleting] = useState<Row | null>(null);

  function confirm() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(deletedMessage);
        setDeleting(null);
        if (rowsOnPage === 1 && page > 1) update({ page: page - 1 });
      },
    });
  }

  function ask(row: Row) {
    remove.reset();
    setDeleting(row);
  }

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.error?.message}
    />
  );
  return { ask, dialog };
}
