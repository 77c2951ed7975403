import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldErrorsOf } from "./api-error.ts";

/** Puts the server's 400 field messages under the form's own fields; other fields are left to the toast. */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: "server", message });
  }
}
