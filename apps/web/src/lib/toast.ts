import { loadChunk } from "./lazy-page.ts";

/** Errors stay 2 s so they can be read; successes only confirm, 1 s; warnings ask for a look, 6 s. */
const ERROR_MS = 2000;
const SUCCESS_MS = 1000;
const WARNING_MS = 6000;

/**
 * Sonner is not part of the first load: each toast waits for its chunk. The calls resolve in
 * the order they were made, so a rewording never overtakes the toast it rewords.
 */
const sonner = () => loadChunk(() => import("sonner")).then(({ toast }) => toast);

/** The ids are ours, not sonner's, so the caller has one before sonner has loaded. */
let lastId = 0;

/** Shows an error toast, or rewords the one with `id`; returns the toast's id. */
export function notifyError(message: string, id: string | number = `error-${++lastId}`): string | number {
  void sonner().then((toast) => toast.error(message, { duration: ERROR_MS, id }));
  return id;
}

export function notifySuccess(message: string): void {
  void sonner().then((toast) => toast.success(message, { duration: SUCCESS_MS }));
}

/** Something saved that still wants attention (a delivery received already expired). */
export function notifyWarning(message: string): void {
  void sonner().then((toast) => toast.warning(message, { duration: WARNING_MS }));
}
