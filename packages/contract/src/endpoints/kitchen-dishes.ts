import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { food, foodInput, foodListQuery, foodPatch } from "../schemas/kitchen-dishes.ts";

const LIST = "/foods/";
const ITEM = "/foods/:id/";
const MISSING = "Taom topilmadi";
/** The menu form picks dishes. */
const read = allowed(["kitchen_recipes", "kitchen_menu"], "read");
const write = allowed("kitchen_recipes", "write");

/** Dishes ("foods" on the wire): ingredient lines, a markup and the cost they add up to. */
export const DISHES = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Dishes with their cost and availability, searched and filtered, one page",
    query: foodListQuery,
    response: pageSchema(food),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a dish from ingredient lines, optionally with an image",
    body: foodInput,
    response: food,
    status: 201,
    form: true,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One dish",
    params: idParams,
    response: food,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a dish's fields, ingredient lines and image",
    params: idParams,
    body: foodInput,
    response: food,
    form: true,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a dish's fields, its ingredient lines or its image",
    params: idParams,
    body: foodPatch,
    response: food,
    form: true,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a dish that no menu or order refers to",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
  ofMenu: endpoint({
    method: "GET",
    path: "/foods/on/menu/:id/",
    access: read,
    summary: "The dishes of one menu, in full",
    params: idParams,
    response: z.array(food),
    missing: "Menyu topilmadi",
  }),
};
