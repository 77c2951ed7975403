import type { FastifyInstance } from "fastify";
import { SEARCH } from "@app/contract/endpoints/search";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import * as service from "./service.ts";

export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, SEARCH.find, async ({ query, user }) => service.search(ctx, user, query.q));
}
