import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { recipeFoodInput, recipeFoodListQuery, recipeFoodPatch } from "@app/contract/schemas/kitchen-dishes";
import type { AppContext } from "../../../context.ts";
import { allow } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import * as service from "./service.ts";

const AREA = "kitchen_recipes";

export function ingredientRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item, ofFood } = PATHS.recipeFoods;
  const read = { preHandler: allow(ctx, AREA, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, service.LINE_NOT_FOUND);

  app.get(list, read, async (request) => {
    const query = parse(recipeFoodListQuery, request.query);
    const { count, results } = await service.listLines(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const created = await service.createLine(ctx, parse(recipeFoodInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => service.getLine(ctx.db, idOf(request)));

  app.put(item, write, async (request) => service.updateLine(ctx, idOf(request), parse(recipeFoodPatch, request.body)));

  app.patch(item, write, async (request) =>
    service.updateLine(ctx, idOf(request), parse(recipeFoodPatch, request.body)),
  );

  app.delete(item, write, async (request, reply) => {
    await service.deleteLine(ctx, idOf(request));
    return reply.status(204).send();
  });

  app.get(ofFood, read, async (request) => service.linesOfFood(ctx, parseId((request.params as { id: string }).id)));
}
