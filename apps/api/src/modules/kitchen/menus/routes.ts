import type { FastifyInstance } from "fastify";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import type { AppContext } from "../../../context.ts";
import { toPage } from "../../../http/pagination.ts";
import { route } from "../../../http/route.ts";
import { mediaUrls } from "../../media/storage.ts";
import { getMenu, listMenus, menusOfRation } from "./read.ts";
import * as service from "./service.ts";
import { stockDay } from "../stock/fefo.ts";

export function menuRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, MENUS.list, async ({ query, request }) => {
    const { count, results } = await listMenus(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });
  route(app, ctx, MENUS.create, async ({ body, image, request }) => service.createMenu(ctx, body, image, mediaUrls(request)));
  route(app, ctx, MENUS.get, async ({ params, request }) => getMenu(ctx.db, params.id, mediaUrls(request), stockDay(ctx)));
  route(app, ctx, MENUS.replace, async ({ params, body, image, request }) =>
    service.updateMenu(ctx, params.id, body, image, mediaUrls(request)),
  );
  route(app, ctx, MENUS.update, async ({ params, body, image, request }) =>
    service.updateMenu(ctx, params.id, body, image, mediaUrls(request)),
  );
  route(app, ctx, MENUS.remove, async ({ params }) => service.deleteMenu(ctx, params.id));
  route(app, ctx, MENUS.ofRation, async ({ params, request }) => menusOfRation(ctx, params.id, mediaUrls(request)));
}
