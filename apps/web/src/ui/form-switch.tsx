import type { ReactNode } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Switch } from "./switch.tsx";

type FormSwitchProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** A yes/no field of the form. */
  name: Path<Values>;
  label: ReactNode;
  hint?: ReactNode;
};

/** A form's yes/no field (active, paid) as a switch. */
export function FormSwitch<Values extends FieldValues, Output>({ control, name, label, hint }: FormSwitchProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} label={label} hint={hint} />}
    />
  );
}
