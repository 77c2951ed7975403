import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";

/** A failure the client caused or may act on; its body (and any headers) go on the wire as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[]>;

/**
 * 400 with field-level messages and a readable `detail`: the first field's message as it is, so
 * a toast never shows a wire field name; the field itself is said by its key.
 */
export function invalid(fields: FieldErrors, detail?: string): HttpError {
  const summary = detail ?? Object.values(fields)[0]?.[0] ?? "Ma'lumotlar noto'g'ri";
  return new HttpError(400, { ...fields, detail: summary });
}

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const unauthorized = (detail: string, code?: string) =>
  new HttpError(401, code ? { detail, code } : { detail });
export const forbidden = (detail = "Bu amal uchun sizda ruxsat yo'q") => new HttpError(403, { detail });
export const notFound = (detail = "Topilmadi") => new HttpError(404, { detail });
export const conflict = (detail: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, { ...extra, detail });
export const locked = (detail: string) => new HttpError(423, { code: 423, detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { "retry-after": String(retryAfterSeconds) });

/** Zod's own wording for a whole input of the wrong type (an array or a string for a body) is English. */
const WRONG_BODY_TYPE = "So'rov tanasi noto'g'ri turda";

export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    const message = !issue.path.length && issue.code === "invalid_type" ? WRONG_BODY_TYPE : issue.message;
    (fields[key] ??= []).push(message);
  }
  return fields;
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) in Uzbek. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "So'rov tanasi yaroqli JSON emas",
  FST_ERR_CTP_EMPTY_JSON_BODY: "So'rov tanasi bo'sh",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Bu turdagi ma'lumot qabul qilinmaydi",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "So'rov uzunligi noto'g'ri",
  FST_ERR_CTP_BODY_TOO_LARGE: "So'rov hajmi juda katta",
  FST_ERR_CTP_INVALID_TYPE: "So'rov turi noto'g'ri",
  FST_ERR_BAD_URL: "Manzil noto'g'ri",
};

/**
 * Every thrown error in the wire format. Also Fastify's `frameworkErrors` option: the router
 * refuses a malformed URL (a bad %-escape, an over-long parameter) before any error handler runs.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).headers(error.headers).send(error.body);
  }
  if (error instanceof ZodError) {
    return reply.status(400).send(invalid(zodFieldErrors(error)).body);
  }
  const code = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode;
  if (code && FASTIFY_CLIENT_ERRORS[code]) {
    // 413, not 400: the same body sent again is refused again however its fields are fixed.
    const statusCode = code === "FST_ERR_CTP_BODY_TOO_LARGE" ? 413 : 400;
    return reply.status(statusCode).send({ detail: FASTIFY_CLIENT_ERRORS[code] });
  }
  if (error instanceof SyntaxError && status === 400) {
    return reply.status(400).send({ detail: FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY });
  }
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ detail: "So'rov noto'g'ri" });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send({ detail: "Serverda kutilmagan xatolik yuz berdi" });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: "Sahifa topilmadi" });
  });
}
