import type { FastifyInstance } from "fastify";
import { SETTINGS } from "@app/contract/endpoints/settings";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import { getSettings, replaceSettings } from "./service.ts";

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, SETTINGS.get, async () => getSettings(ctx));
  route(app, ctx, SETTINGS.replace, async ({ body }) => replaceSettings(ctx, body));
}
