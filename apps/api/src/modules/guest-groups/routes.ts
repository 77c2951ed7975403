import type { FastifyInstance } from "fastify";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import * as service from "./service.ts";

export function guestGroupRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, GUEST_GROUPS.list, async ({ query, request }) => {
    const { count, results } = await service.listGuestGroups(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, GUEST_GROUPS.create, async ({ body }) => service.createGuestGroup(ctx, body));
  route(app, ctx, GUEST_GROUPS.get, async ({ params }) => service.getGuestGroup(ctx, params.id));
  route(app, ctx, GUEST_GROUPS.replace, async ({ params, body }) => service.updateGuestGroup(ctx, params.id, body));
  route(app, ctx, GUEST_GROUPS.update, async ({ params, body }) => service.updateGuestGroup(ctx, params.id, body));
  route(app, ctx, GUEST_GROUPS.remove, async ({ params }) => service.deleteGuestGroup(ctx, params.id));
}
