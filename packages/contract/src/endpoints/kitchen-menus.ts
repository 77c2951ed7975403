import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { menu, menuInput, menuListQuery, menuPatch } from "../schemas/kitchen-menus.ts";

const LIST = "/menus/";
const ITEM = "/menus/:id/";
const MISSING = "Menyu topilmadi";
/** The ration form picks menus. */
const read = allowed(["kitchen_menu", "kitchen_recipes"], "read");
const write = allowed("kitchen_menu", "write");

/** Menus: one meal of seven distinct dishes, with a markup and the cost they add up to. */
export const MENUS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Menus with their cost and availability, searched and filtered, one page",
    query: menuListQuery,
    response: pageSchema(menu),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a menu of seven dishes, optionally with an image",
    body: menuInput,
    response: menu,
    status: 201,
    form: true,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One menu",
    params: idParams,
    response: menu,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a menu's fields, dishes and image",
    params: idParams,
    body: menuInput,
    response: menu,
    form: true,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a menu's fields, its dishes or its image",
    params: idParams,
    body: menuPatch,
    response: menu,
    form: true,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a menu that no ration or order refers to",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
  ofRation: endpoint({
    method: "GET",
    path: "/menus/on/recipe/:id/",
    access: read,
    summary: "The breakfast, lunch and dinner menus of one ration, in full",
    params: idParams,
    response: z.array(menu),
    missing: "Ratsion topilmadi",
  }),
};
