import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { ingredient, ingredientInput, ingredientListQuery, ingredientPatch } from "../schemas/kitchen-dishes.ts";

const LIST = "/foods/recipe_foods/";
const ITEM = "/foods/recipe_foods/:id/";
const MISSING = "Ingredient topilmadi";
const read = allowed("kitchen_recipes", "read");
const write = allowed("kitchen_recipes", "write");

/** Ingredient lines ("recipe foods" on the wire): a product and how much of it, in its recipe unit. */
export const INGREDIENTS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Ingredient lines with their cost and availability, searched and filtered, one page",
    query: ingredientListQuery,
    response: pageSchema(ingredient),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create an ingredient line",
    body: ingredientInput,
    response: ingredient,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One ingredient line",
    params: idParams,
    response: ingredient,
    missing: MISSING,
  }),
  /** A line's product is fixed once created, so replacing it changes the quantity alone. */
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Change an ingredient line's quantity",
    params: idParams,
    body: ingredientPatch,
    response: ingredient,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change an ingredient line's quantity",
    params: idParams,
    body: ingredientPatch,
    response: ingredient,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete an ingredient line that no dish lists",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
  ofDish: endpoint({
    method: "GET",
    path: "/foods/recipe_foods/on/food/:id/",
    access: read,
    summary: "The ingredient lines of one dish",
    params: idParams,
    response: z.array(ingredient),
    missing: "Taom topilmadi",
  }),
};
