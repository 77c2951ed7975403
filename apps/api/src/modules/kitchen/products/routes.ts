import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  movementListQuery,
  productInput,
  productListQuery,
  productPatch,
} from "@app/contract/schemas/kitchen-products";
import type { AppContext } from "../../../context.ts";
import { allow } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import { readForm } from "../../../http/form.ts";
import { mediaUrls } from "../../media/storage.ts";
import { listMovements } from "./movements.ts";
import { PRODUCT_NOT_FOUND, getProduct, listProducts } from "./read.ts";
import * as service from "./service.ts";

const AREA = "kitchen_products";
/** The warehouse form picks products and its page shows their stock history. */
const READ_AREAS = [AREA, "kitchen_warehouse"] as const;

export function productRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item, inWarehouse, movements } = PATHS.products;
  const read = { preHandler: allow(ctx, READ_AREAS, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, PRODUCT_NOT_FOUND);

  app.get(list, read, async (request) => {
    const query = parse(productListQuery, request.query);
    const { count, results } = await listProducts(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const form = await readForm(request, productInput);
    const created = await service.createProduct(ctx, parse(productInput, form.body), form.image, mediaUrls(request));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => getProduct(ctx.db, idOf(request), mediaUrls(request)));

  app.put(item, write, async (request) => {
    const id = idOf(request);
    const form = await readForm(request, productInput);
    return service.updateProduct(ctx, id, parse(productInput, form.body), form.image, mediaUrls(request));
  });

  app.patch(item, write, async (request) => {
    const id = idOf(request);
    const form = await readForm(request, productPatch);
    return service.updateProduct(ctx, id, parse(productPatch, form.body), form.image, mediaUrls(request));
  });

  app.delete(item, write, async (request, reply) => {
    await service.deleteProduct(ctx, idOf(request));
    return reply.status(204).send();
  });

  app.get(inWarehouse, read, async (request) => service.productInWarehouse(ctx, idOf(request)));

  app.get(movements, read, async (request) => {
    const query = parse(movementListQuery, request.query);
    const { count, results } = await listMovements(ctx, idOf(request), query);
    return toPage(request, query, count, results);
  });
}
