import { z } from "zod";
import { pageQuery, queryBoolean, requiredText, searchQuery, uuid } from "./common.ts";
import { costFields, imageField, priceInput, quantityInput, uuidList } from "./kitchen-common.ts";

/** One ingredient line: a product and how much of it, in the product's recipe unit. */
export const recipeFood = z.object({
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
export type RecipeFood = z.infer<typeof recipeFood>;

export const recipeFoodInput = z.object({ product: uuid, count: quantityInput });
export type RecipeFoodInput = z.infer<typeof recipeFoodInput>;
/** The product of a line is fixed once created; only the quantity changes. */
export const recipeFoodPatch = z.object({ count: quantityInput });
export type RecipeFoodPatch = z.infer<typeof recipeFoodPatch>;

export const recipeFoodListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  product: uuid.optional(),
});
export type RecipeFoodListQuery = z.infer<typeof recipeFoodListQuery>;

/** A dish: its ingredient lines, markup and the cost they add up to. */
export const food = z.object({
  id: uuid,
  name: z.string(),
  section: uuid,
  section_name: z.string(),
  /** Ingredient line ids. */
  recipes: z.array(uuid),
  recipe_foods: z.array(recipeFood),
  profit: z.number(),
  ...costFields,
  image: z.string().nullable(),
  created_at: z.string(),
});
export type Food = z.infer<typeof food>;

export const foodInput = z.object({
  name: requiredText(255),
  section: uuid,
  profit: priceInput,
  recipes_id: uuidList("Ingredientlar ro'yxati kerak").refine((ids) => ids.length > 0, {
    error: "Kamida bitta ingredient tanlanishi kerak",
  }),
  image: imageField,
});
export type FoodInput = z.infer<typeof foodInput>;
export const foodPatch = foodInput.partial();
export type FoodPatch = z.infer<typeof foodPatch>;

export const foodListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  section: uuid.optional(),
});
export type FoodListQuery = z.infer<typeof foodListQuery>;
