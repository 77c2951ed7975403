import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  movement,
  movementListQuery,
  product,
  productInput,
  productInWarehouse,
  productListQuery,
  productPatch,
} from "../schemas/kitchen-products.ts";

const LIST = "/products/";
const ITEM = "/products/:id/";
const MISSING = "Mahsulot topilmadi";
/** The warehouse form picks products and its page shows their stock history. */
const read = allowed(["kitchen_products", "kitchen_warehouse"], "read");
const write = allowed("kitchen_products", "write");

export const PRODUCTS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Products with their stock, searched and filtered, one page",
    query: productListQuery,
    response: pageSchema(product),
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a product, optionally with an image",
    body: productInput,
    response: product,
    status: 201,
    form: true,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One product",
    params: idParams,
    response: product,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a product's fields and image; its units are fixed once stock or ingredient lines use them",
    params: idParams,
    body: productInput,
    response: product,
    form: true,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a product's fields or its image",
    params: idParams,
    body: productPatch,
    response: product,
    form: true,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a product that no stock or ingredient line refers to",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
  onHand: endpoint({
    method: "GET",
    path: "/products/in/warehouse/:id/",
    access: read,
    summary: "What of a product is on hand (stock units) and the oldest batch's unit price; 400 when none is",
    params: idParams,
    response: productInWarehouse,
    missing: MISSING,
  }),
  movements: endpoint({
    method: "GET",
    path: "/products/:id/movements/",
    access: read,
    summary: "A product's stock history: receipts, consumption, write-offs and restorations, one page",
    params: idParams,
    query: movementListQuery,
    response: pageSchema(movement),
    missing: MISSING,
  }),
};
