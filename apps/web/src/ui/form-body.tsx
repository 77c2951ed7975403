import type { ReactNode } from "react";
import { uzCommon } from "../i18n/common.ts";
import type { SaveForm } from "../lib/use-save-form.ts";
import { Button } from "./button.tsx";
import { FormActions, type FormSubmit } from "./form-actions.tsx";

export type FormBodyProps = {
  /** lib/use-save-form.ts: every way out asks first while the form holds unsaved changes. */
  save: SaveForm;
  /** The fields; the buttons follow them. */
  children: ReactNode;
  /** Set once a form that lingers after success has saved, so it is not sent twice. */
  saved?: boolean;
  /** A lone full-width 'Saqlash' without 'Bekor qilish': the account dialogs close by their X only. */
  saveOnly?: boolean;
  /** The buttons' own words, for a form that does a step rather than save. */
  submit?: FormSubmit;
};

/** Closing the sheet or dialog around a save form (Escape, the cross, the overlay) goes through its guard. */
export const closeThrough = (save: SaveForm) => (open: boolean) => !open && save.requestClose();

/** A save form inside a sheet or dialog: the fields, the buttons under them and the unsaved-changes question. */
export function FormBody({ save, children, saved, saveOnly = false, submit, className }: FormBodyProps & { className: string }) {
  return (
    <>
      <form ref={(element) => save.attachForm(element)} onSubmit={save.submit} noValidate className={className}>
        {children}
        {saveOnly ? (
          <Button type="submit" loading={save.saving} className="mt-2">
            {uzCommon.save}
          </Button>
        ) : (
          <FormActions onCancel={save.requestClose} saving={save.saving} saved={saved} submit={submit} />
        )}
      </form>
      {save.dialog}
    </>
  );
}
