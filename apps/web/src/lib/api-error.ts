import { uzErrors } from "../i18n/common.ts";

/** A failed API call: the status (0 when the server could not be reached) and the parsed body. */
export class ApiError extends Error {
  /** The toast that told of it, so a form can reword that one toast rather than add a second. */
  declare toastId?: string | number;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly html = false,
  ) {
    super(messageOf(body));
    this.name = "ApiError";
  }
}

const NOT_FIELDS = new Set(["detail", "code", "messages", "non_field_errors"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The field of a 400 body whose message its `detail` repeats, the server's summary; a form names
 * that field by its own label.
 */
export function summarizedField(body: Record<string, unknown>, detail: string): string | undefined {
  return Object.keys(body).find((name) => !NOT_FIELDS.has(name) && Array.isArray(body[name]) && body[name][0] === detail);
}

/**
 * The message of an error body: the body if it is a string, else the first element
 * of a list, else its `detail`, else a generic message.
 */
function messageOf(body: unknown): string {
  if (typeof body === "string" && body.trim()) return body;
  if (Array.isArray(body) && typeof body[0] === "string") return body[0];
  if (isRecord(body) && typeof body.detail === "string" && body.detail) return body.detail;
  return uzErrors.unknown;
}

/** The first message of each field of a 400 body `{field: [msg], detail}`; empty for other errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !isRecord(error.body)) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body)) {
    if (NOT_FIELDS.has(field)) continue;
    if (Array.isArray(messages) && typeof messages[0] === "string") fields[field] = messages[0];
    else if (typeof messages === "string") fields[field] = messages;
  }
  return fields;
}
