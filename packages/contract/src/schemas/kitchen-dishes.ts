import { z } from "zod";
import { pageQuery, queryBoolean, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";
import { costFields, imageField, priceInput, quantityInput, uuidList } from "./kitchen-common.ts";

/** One ingredient line: a product and how much of it, in the product's recipe unit. */
export const ingredient = z.object({
  id: uuid,
  product: uuid,
  product_name: z.string(),
  /** Recipe-unit abbreviation. */
  measure: z.string(),
  count: z.number(),
  /** unit price × count, 2 places; the unit price comes from the oldest batch covering `count`. */
  price: z.number(),
  priced: z.boolean(),
  /** True when the stock covers `count`. */
  status: z.boolean(),
  created_at: z.string(),
});
export type Ingredient = z.infer<typeof ingredient>;

export const ingredientInput = z.object({ product: uuid, count: quantityInput });
export type IngredientInput = z.infer<typeof ingredientInput>;
/** The product of a line is fixed once created; only the quantity changes. */
export const ingredientPatch = z.object({ count: quantityInput });
export type IngredientPatch = z.infer<typeof ingredientPatch>;

export const ingredientListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  product: uuid.optional(),
});
export type IngredientListQuery = z.infer<typeof ingredientListQuery>;

/** A dish: its ingredient lines, markup and the cost they add up to. */
export const dish = z.object({
  id: uuid,
  name: z.string(),
  section: uuid,
  section_name: z.string(),
  /** Ingredient line ids. */
  recipes: z.array(uuid),
  recipe_foods: z.array(ingredient),
  profit: z.number(),
  ...costFields,
  image: z.string().nullable(),
  created_at: z.string(),
});
export type Dish = z.infer<typeof dish>;

export const dishInput = z.object({
  name: requiredName(255),
  section: uuid,
  profit: priceInput,
  recipes_id: uuidList("Ingredientlar ro'yxati kerak").refine((ids) => ids.length > 0, {
    error: "Kamida bitta ingredient tanlanishi kerak",
  }),
  image: imageField,
});
export type DishInput = z.infer<typeof dishInput>;
export const dishPatch = dishInput.partial();
export type DishPatch = z.infer<typeof dishPatch>;

export const dishListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  section: uuid.optional(),
});
export type DishListQuery = z.infer<typeof dishListQuery>;
