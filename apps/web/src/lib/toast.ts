import { toast } from "sonner";

/** Errors stay 2 s so they can be read; successes only confirm, 1 s. */
const ERROR_MS = 2000;
const SUCCESS_MS = 1000;

export function notifyError(message: string): void {
  toast.error(message, { duration: ERROR_MS });
}

export function notifySuccess(message: string): void {
  toast.success(message, { duration: SUCCESS_MS });
}
