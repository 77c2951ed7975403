import { uzCommon } from "../i18n/common.ts";
import { Button } from "./button.tsx";

type FormActionsProps = {
  /** The close guard's requestClose, so a dirty form asks before it closes. */
  onCancel: () => void;
  saving: boolean;
  /** Set once a form that lingers after success has saved, so it is not sent twice. */
  saved?: boolean;
};

/** The 'Bekor qilish' and 'Saqlash' buttons at the foot of a sheet or dialog form. */
export function FormActions({ onCancel, saving, saved = false }: FormActionsProps) {
  return (
    <div className="mt-2 flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {uzCommon.cancel}
      </Button>
      <Button type="submit" loading={saving} disabled={saved}>
        {uzCommon.save}
      </Button>
    </div>
  );
}
