import type { z } from "zod";
import { invalid, notFound, zodFieldErrors } from "./errors.ts";
import { uuid } from "@app/contract/schemas/common";

/** Parse input with a contract schema; a mismatch is a 400 with field messages. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}

/** A path id: a malformed UUID can name no row, so it is a 404 like an unknown one. */
export function parseId(value: unknown, detail = "Topilmadi"): string {
  const result = uuid.safeParse(value);
  if (!result.success) throw notFound(detail);
  return result.data;
}
