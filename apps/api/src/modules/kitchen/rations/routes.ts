import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { rationInput, rationListQuery, rationPatch } from "@app/contract/schemas/kitchen-rations";
import type { AppContext } from "../../../context.ts";
import { allow } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import { RATION_NOT_FOUND, getRation, listRations } from "./read.ts";
import * as service from "./service.ts";

const AREA = "kitchen_recipes";
const READ_AREAS = [AREA, "kitchen_menu"] as const;

export function rationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item } = PATHS.rations;
  const read = { preHandler: allow(ctx, READ_AREAS, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, RATION_NOT_FOUND);

  app.get(list, read, async (request) => {
    const query = parse(rationListQuery, request.query);
    const { count, results } = await listRations(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const created = await service.createRation(ctx, parse(rationInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => getRation(ctx.db, idOf(request)));

  app.put(item, write, async (request) => service.updateRation(ctx, idOf(request), parse(rationInput, request.body)));

  app.patch(item, write, async (request) => service.updateRation(ctx, idOf(request), parse(rationPatch, request.body)));

  app.delete(item, write, async (request, reply) => {
    await service.deleteRation(ctx, idOf(request));
    return reply.status(204).send();
  });
}
