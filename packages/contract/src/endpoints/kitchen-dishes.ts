import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { dish, dishInput, dishListQuery, dishPatch } from "../schemas/kitchen-dishes.ts";

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
    query: dishListQuery,
    response: pageSchema(dish),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a dish from ingredient lines, optionally with an image",
    body: dishInput,
    response: dish,
    status: 201,
    form: true,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One dish",
    params: idParams,
    response: dish,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a dish's fields, ingredient lines and image",
    params: idParams,
    body: dishInput,
    response: dish,
    form: true,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a dish's fields, its ingredient lines or its image",
    params: idParams,
    body: dishPatch,
    response: dish,
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
    response: z.array(dish),
    missing: "Menyu topilmadi",
  }),
};
