import { ApiError } from "../../../lib/api-error.ts";
import type { ShortageRow } from "../../../ui/shortage-table.tsx";

type Shortfall = { name: string; needed: string; measure: string };

function isShortfall(value: unknown): value is Shortfall {
  if (typeof value !== "object" || value === null) return false;
  const { name, needed, measure: unit } = value as Record<string, unknown>;
  return typeof name === "string" && typeof needed === "string" && typeof unit === "string";
}

/**
 * The products an order was refused for: a 400 whose body is keyed by
 * product id, `{"<id>": {name, needed, measure}, detail}`. Empty for any other failure.
 */
export function shortageOf(error: unknown): ShortageRow[] {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== "object" || error.body === null) {
    return [];
  }
  return Object.values(error.body)
    .filter(isShortfall)
    .map(({ name, needed, measure: unit }) => ({ name, amount: needed, unit }));
}
