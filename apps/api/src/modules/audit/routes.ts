import type { FastifyInstance } from "fastify";
import { AUDIT } from "@app/contract/endpoints/audit";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { listChanges } from "./service.ts";

/** The journal of changes, read only: the triggers write it, nothing here can change it. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, AUDIT.list, async ({ query, request }) => {
    const { count, results } = await listChanges(ctx, query);
    return toPage(request, query, count, results);
  });
}
