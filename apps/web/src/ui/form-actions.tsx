import { uzCommon } from "../i18n/common.ts";
import { Button } from "./button.tsx";

type FormActionsProps = {
  /** The close guard's requestClose, so a dirty form asks before it closes. */
  onCancel: () => void;
  saving: boolean;
  /** Set once a form that lingers after success has saved, so it is not sent twice. */
  saved?: boolean;
  /** A form that does a step rather than save (cancel a booking) names it, and its buttons in its own words. */
  submit?: FormSubmit;
};

export type FormSubmit = { label: string; back: string; danger?: boolean };

/** The 'Bekor qilish' and 'Saqlash' buttons at the foot of a sheet or dialog form. */
export function FormActions({ onCancel, saving, saved = false, submit }: FormActionsProps) {
  return (
    <div className="mt-2 flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {submit?.back ?? uzCommon.cancel}
      </Button>
      <Button type="submit" variant={submit?.danger ? "danger" : undefined} loading={saving} disabled={saved}>
        {submit?.label ?? uzCommon.save}
      </Button>
    </div>
  );
}
