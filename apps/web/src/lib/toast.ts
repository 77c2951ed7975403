import { toast } from "sonner";

/** Errors stay 2 s so they can be read; successes only confirm, 1 s. */
const ERROR_MS = 2000;
const SUCCESS_MS = 1000;

/** Shows an error toast, or rewords the one with `id`; returns the toast's id. */
export function notifyError(message: string, id?: string | number): string | number {
  return toast.error(message, { duration: ERROR_MS, id });
}

export function notifySuccess(message: string): void {
  toast.success(message, { duration: SUCCESS_MS });
}
