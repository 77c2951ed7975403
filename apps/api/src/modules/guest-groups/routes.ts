import type { FastifyInstance } from "fastify";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { PILGRIMS } from "@app/contract/endpoints/pilgrims";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { importManifest } from "./manifest-import.ts";
import { sendManifest, sendManifestTemplate } from "./manifest-export.ts";
import * as pilgrims from "./pilgrims.ts";
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
  route(app, ctx, GUEST_GROUPS.close, async ({ params }) => service.closeGuestGroup(ctx, params.id));
  route(app, ctx, GUEST_GROUPS.remove, async ({ params }) => service.deleteGuestGroup(ctx, params.id));

  route(app, ctx, PILGRIMS.list, async ({ params, query, request }) => {
    const { count, results } = await pilgrims.shownPilgrims(ctx, params.group_id, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, PILGRIMS.create, async ({ params, body }) => pilgrims.createPilgrim(ctx, params.group_id, body));
  route(app, ctx, PILGRIMS.get, async ({ params }) => pilgrims.getPilgrim(ctx, params.id));
  route(app, ctx, PILGRIMS.update, async ({ params, body }) => pilgrims.updatePilgrim(ctx, params.id, body));
  route(app, ctx, PILGRIMS.remove, async ({ params }) => pilgrims.deletePilgrim(ctx, params.id));
  route(app, ctx, PILGRIMS.import, async ({ params, body, file }) => importManifest(ctx, params.group_id, file, body.dry_run));
  route(app, ctx, PILGRIMS.template, async ({ reply }) => sendManifestTemplate(reply));
  route(app, ctx, PILGRIMS.export, async ({ params, reply }) => sendManifest(ctx, reply, params.group_id));
}
