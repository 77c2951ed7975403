import type { FastifyInstance } from "fastify";
import {
  type CatalogEndpoints,
  DISH_SECTIONS,
  PRODUCT_SECTIONS,
  UNITS,
} from "@app/contract/endpoints/kitchen-catalogs";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import { catalogService, dishSectionCatalog, productSectionCatalog, unitCatalog } from "./service.ts";

function catalogRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  endpoints: CatalogEndpoints,
  service: ReturnType<typeof catalogService>,
) {
  route(app, ctx, endpoints.list, async ({ query, request }) => {
    const { count, results } = await service.list(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, endpoints.create, async ({ body }) => service.create(ctx, body));
  route(app, ctx, endpoints.get, async ({ params }) => service.get(ctx, params.id));
  route(app, ctx, endpoints.replace, async ({ params, body }) => service.update(ctx, params.id, body));
  route(app, ctx, endpoints.update, async ({ params, body }) => service.update(ctx, params.id, body));
  route(app, ctx, endpoints.remove, async ({ params }) => service.remove(ctx, params.id));
}

/** Product sections ("branches"), units and dish sections: lookups for the product, warehouse and dish forms. */
export function catalogsRoutes(app: FastifyInstance, ctx: AppContext) {
  catalogRoutes(app, ctx, PRODUCT_SECTIONS, productSectionCatalog);
  catalogRoutes(app, ctx, UNITS, unitCatalog);
  catalogRoutes(app, ctx, DISH_SECTIONS, dishSectionCatalog);
}
