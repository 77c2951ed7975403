import type { FastifyInstance } from "fastify";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import { mediaUrls } from "../../media/storage.ts";
import { dishesOfMenu, getDish, listDishes } from "./read.ts";
import * as service from "./service.ts";
import { stockDay } from "../stock/fefo.ts";

export function dishRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, DISHES.list, async ({ query, request }) => {
    const { count, results } = await listDishes(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });
  route(app, ctx, DISHES.create, async ({ body, image, request }) => service.createDish(ctx, body, image, mediaUrls(request)));
  route(app, ctx, DISHES.get, async ({ params, request }) => getDish(ctx.db, params.id, mediaUrls(request), stockDay(ctx)));
  route(app, ctx, DISHES.replace, async ({ params, body, image, request }) =>
    service.updateDish(ctx, params.id, body, image, mediaUrls(request)),
  );
  route(app, ctx, DISHES.update, async ({ params, body, image, request }) =>
    service.updateDish(ctx, params.id, body, image, mediaUrls(request)),
  );
  route(app, ctx, DISHES.remove, async ({ params }) => service.deleteDish(ctx, params.id));
  route(app, ctx, DISHES.ofMenu, async ({ params, request }) => dishesOfMenu(ctx, params.id, mediaUrls(request)));
}
