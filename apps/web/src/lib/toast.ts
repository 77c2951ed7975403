import { toast } from "sonner";

/** Errors stay 2 s so they can be read; successes only confirm, 1 s; warnings ask for a look, 6 s. */
const ERROR_MS = 2000;
const SUCCESS_MS = 1000;
const WARNING_MS = 6000;

/** Shows an error toast, or rewords the one with `id`; returns the toast's id. */
export function notifyError(message: string, id?: string | number): string | number {
  return toast.error(message, { duration: ERROR_MS, id });
}

export function notifySuccess(message: string): void {
  toast.success(message, { duration: SUCCESS_MS });
}

/** Something saved that still wants attention (a delivery received already expired). */
export function notifyWarning(message: string): void {
  toast.warning(message, { duration: WARNING_MS });
}
