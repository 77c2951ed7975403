import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { uzErrors } from "../i18n/common.ts";
import { ApiError, fieldErrorsOf } from "./api-error.ts";
import { labelledDetail, labelOf } from "./field-labels.ts";
import { showServerErrors } from "./form-errors.ts";
import { notifyError, notifySuccess } from "./toast.ts";
import { useCloseGuard } from "./use-close-guard.tsx";

/** The two callbacks a save reports to; a TanStack mutation's `mutate` takes them as its options. */
export type SaveHandlers<Result> = { onSuccess: (result: Result) => void; onError: (error: Error) => void };

/** A mutation as a form saves through it: a TanStack `useMutation` result is one. */
export type SaveMutation<Variables, Result> = {
  mutate: (variables: Variables, handlers: SaveHandlers<Result>) => void;
  isPending: boolean;
  isSuccess: boolean;
};

/** A mutation that takes more than the form's values (the item edited, a chosen image), fed from them. */
export function sendWith<Values, Variables, Result>(
  mutation: SaveMutation<Variables, Result>,
  variables: (values: Values) => Variables,
): SaveMutation<Values, Result> {
  return {
    mutate: (values, handlers) => mutation.mutate(variables(values), handlers),
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
  };
}

/** A create and an update endpoint as one save: it creates while `entity` is null and updates it after. */
export function createOrUpdate<Input, Result>(
  entity: { id: string } | null,
  create: SaveMutation<Input, Result>,
  update: SaveMutation<{ id: string; input: Input }, Result>,
): SaveMutation<Input, Result> {
  return entity ? sendWith(update, (input: Input) => ({ id: entity.id, input })) : create;
}

type SaveFormOptions<Values extends FieldValues, Output, Result> = {
  form: UseFormReturn<Values, unknown, Output>;
  save: SaveMutation<Output, Result>;
  /** The fields the server's 400 messages are shown under; the rest are left to the toast. */
  fields: readonly Path<Values>[];
  /** A server field the form shows under a field of another name: `{ recipes_id: "lines" }`. */
  renamed?: Readonly<Record<string, Path<Values>>>;
  /** The toast once saved; a function of the answer when it names what the server made. */
  savedMessage: string | ((result: Result) => string);
  onSaved: (result: Result) => void;
  onClose: () => void;
  /** Unsaved work outside the form's fields (an image chosen), so closing asks first. */
  changed?: boolean;
  /** Whether closing with unsaved changes asks first; the profile and user dialogs close at once. */
  guarded?: boolean;
  /** What else a refusal tells the form (a room taken meanwhile, a stock shortfall, a toast of its own). */
  onFailed?: (error: Error) => void;
};

/**
 * A sheet's or dialog's save: `submit` checks the form, sends it and toasts success; the server's
 * field messages land under their fields, and its error toast names a field by the form's label
 * (render the form with `attachForm`, as ui/form-body.tsx does). Closing with unsaved changes asks first (lib/use-close-guard):
 * route every way out through `requestClose` and render `dialog` (ui/form-sheet.tsx does both).
 */
export function useSaveForm<Values extends FieldValues, Output, Result>({
  form,
  save,
  fields,
  renamed = {},
  savedMessage,
  onSaved,
  onClose,
  changed = false,
  guarded = true,
  onFailed,
}: SaveFormOptions<Values, Output, Result>) {
  const guard = useCloseGuard(guarded && (form.formState.isDirty || changed) && !save.isSuccess, onClose);
  const [formElement, attachForm] = useState<HTMLFormElement | null>(null);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (result) => {
        notifySuccess(typeof savedMessage === "function" ? savedMessage(result) : savedMessage);
        onSaved(result);
      },
      onError: (error) => {
        onFailed?.(error);
        const reworded = labelledDetail(error, (field) => labelOf(formElement, renamed[field] ?? field));
        if (reworded && error instanceof ApiError && error.toastId !== undefined) notifyError(uzErrors.toast(reworded), error.toastId);
        showServerErrors(error, form.setError, fields);
        const messages = fieldErrorsOf(error);
        for (const [name, field] of Object.entries(renamed)) {
          if (messages[name]) form.setError(field, { type: "server", message: messages[name] });
        }
      },
    }),
  );

  return { submit, attachForm, saving: save.isPending, requestClose: guard.requestClose, dialog: guard.dialog };
}

export type SaveForm = ReturnType<typeof useSaveForm>;
