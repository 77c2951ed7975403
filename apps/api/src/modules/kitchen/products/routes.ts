import type { FastifyInstance } from "fastify";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import { mediaUrls } from "../../media/storage.ts";
import { listMovements } from "./movements.ts";
import { getProduct, listProducts } from "./read.ts";
import { stockDay } from "../stock/fefo.ts";
import * as service from "./service.ts";

export function productRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, PRODUCTS.list, async ({ query, request }) => {
    const { count, results } = await listProducts(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });
  route(app, ctx, PRODUCTS.create, async ({ body, image, request }) =>
    service.createProduct(ctx, body, image, mediaUrls(request)),
  );
  route(app, ctx, PRODUCTS.get, async ({ params, request }) => getProduct(ctx.db, params.id, mediaUrls(request), stockDay(ctx)));
  route(app, ctx, PRODUCTS.replace, async ({ params, body, image, request }) =>
    service.updateProduct(ctx, params.id, body, image, mediaUrls(request)),
  );
  route(app, ctx, PRODUCTS.update, async ({ params, body, image, request }) =>
    service.updateProduct(ctx, params.id, body, image, mediaUrls(request)),
  );
  route(app, ctx, PRODUCTS.remove, async ({ params }) => service.deleteProduct(ctx, params.id));
  route(app, ctx, PRODUCTS.onHand, async ({ params }) => service.productInWarehouse(ctx, params.id));
  route(app, ctx, PRODUCTS.movements, async ({ params, query, request }) => {
    const { count, results } = await listMovements(ctx, params.id, query);
    return toPage(request, query, count, results);
  });
}
