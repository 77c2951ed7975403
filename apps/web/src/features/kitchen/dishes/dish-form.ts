import { z } from "zod";
import { dishInput } from "@app/contract/schemas/kitchen-dishes";
import { quantityInput } from "@app/contract/schemas/kitchen-common";
import { uzKitchen } from "../../../i18n/kitchen.ts";

const t = uzKitchen.dishes;

/**
 * The dish form: the dish's own fields as the contract checks them, and its ingredient lines
 * as rows (a line is saved as its own record first, see ingredient-plan.ts). The product's
 * name and recipe unit ride along for display only.
 */
const ingredientRow = z.object({
  line: z.string(),
  product: z.string().min(1, { error: t.chooseProduct }),
  productName: z.string(),
  unit: z.string(),
  count: quantityInput,
});

export const dishForm = z.object({
  name: dishInput.shape.name,
  section: z.string().min(1, { error: t.chooseSection }),
  profit: dishInput.shape.profit,
  lines: z.array(ingredientRow).min(1, { error: t.noIngredients }),
});

export type DishFormValues = z.input<typeof dishForm>;
export type DishFormOutput = z.output<typeof dishForm>;
type IngredientRow = z.input<typeof ingredientRow>;

export const emptyIngredient = (): IngredientRow => ({ line: "", product: "", productName: "", unit: "", count: "" });
