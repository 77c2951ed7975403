import { z } from "zod";
import { foodInput } from "@app/contract/schemas/kitchen-dishes";
import { quantityInput } from "@app/contract/schemas/kitchen-common";
import { uzKitchen } from "../../../i18n/kitchen.ts";

const t = uzKitchen.foods;

/**
 * The dish form: the dish's own fields as the contract checks them, and its ingredient lines
 * as rows (a line is saved as its own record first, see ingredient-plan.ts). The product's
 * name and recipe unit ride along for display only.
 */
const ingredientRow = z.object({
  line: z.string(),
  product: z.string().min(1, { error: t.chooseProduct }),
  productName: z.string(),
  measure: z.string(),
  count: quantityInput,
});

export const foodForm = z.object({
  name: foodInput.shape.name,
  section: z.string().min(1, { error: t.chooseSection }),
  profit: foodInput.shape.profit,
  lines: z.array(ingredientRow).min(1, { error: t.noIngredients }),
});

export type FoodFormValues = z.input<typeof foodForm>;
export type FoodFormOutput = z.output<typeof foodForm>;
type IngredientRow = z.input<typeof ingredientRow>;

export const emptyIngredient = (): IngredientRow => ({ line: "", product: "", productName: "", measure: "", count: "" });
