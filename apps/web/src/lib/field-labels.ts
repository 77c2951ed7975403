import { ApiError, summarizedField } from "./api-error.ts";

/** The text of the label of a form's control named `name`, or null where the form shows none. */
export function labelOf(form: HTMLFormElement | null, name: string): string | null {
  const control = form?.elements.namedItem(name);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) return null;
  return control.labels?.[0]?.textContent?.trim() || null;
}

/**
 * A refusal's toast in the form's own words: where the server's `detail` repeats a field's message,
 * the field is named by its label on the form, never by its wire name. Null when there is nothing
 * to reword.
 */
export function labelledDetail(error: unknown, labelFor: (wireField: string) => string | null): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return null;
  const { detail } = error.body as { detail?: unknown };
  const field = typeof detail === "string" ? summarizedField(error.body as Record<string, unknown>, detail) : undefined;
  const label = field && labelFor(field);
  return label ? `${label}: ${error.message}` : null;
}
