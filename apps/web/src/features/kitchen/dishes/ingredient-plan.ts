import type { Ingredient } from "@app/contract/schemas/kitchen-dishes";
import { dec, decimalText, readDecimal } from "@app/contract/decimal";

/** An ingredient line of the dish form: `line` is the saved line's id, "" until it is created. */
type IngredientLine = { line: string; product: string; count: string };

/**
 * What saving the form does to ingredient lines: a line is its own record,
 * its product fixed once created, and the dish lists line ids. New lines are created, changed
 * counts patched, and lines dropped from the dish are deleted after the dish no longer lists them.
 */
export type IngredientPlan = {
  /** Indexes of the form lines to create. */
  create: number[];
  update: Array<{ id: string; count: string }>;
  remove: string[];
};

const canonical = (count: string) => {
  const parsed = readDecimal(count);
  return parsed ? decimalText(parsed) : count;
};

export function planIngredients(saved: readonly Ingredient[], lines: readonly IngredientLine[]): IngredientPlan {
  const savedCounts = new Map(saved.map((line) => [line.id, decimalText(dec(line.count))]));
  const kept = new Set(lines.map((line) => line.line).filter(Boolean));
  return {
    create: lines.flatMap((line, index) => (line.line ? [] : [index])),
    update: lines
      .filter((line) => line.line && savedCounts.get(line.line) !== canonical(line.count))
      .map((line) => ({ id: line.line, count: line.count })),
    remove: saved.filter((line) => !kept.has(line.id)).map((line) => line.id),
  };
}
