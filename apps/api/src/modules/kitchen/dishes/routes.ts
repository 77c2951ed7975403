import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { foodInput, foodListQuery, foodPatch } from "@app/contract/schemas/kitchen-dishes";
import type { AppContext } from "../../../context.ts";
import { allow } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import { readForm } from "../../../http/form.ts";
import { mediaUrls } from "../../media/storage.ts";
import { FOOD_NOT_FOUND, foodsOfMenu, getFood, listFoods } from "./read.ts";
import * as service from "./service.ts";

const AREA = "kitchen_recipes";
/** The menu form picks dishes. */
const READ_AREAS = [AREA, "kitchen_menu"] as const;

export function dishRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item, ofMenu } = PATHS.foods;
  const read = { preHandler: allow(ctx, READ_AREAS, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, FOOD_NOT_FOUND);

  app.get(list, read, async (request) => {
    const query = parse(foodListQuery, request.query);
    const { count, results } = await listFoods(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const form = await readForm(request, foodInput);
    const created = await service.createFood(ctx, parse(foodInput, form.body), form.image, mediaUrls(request));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => getFood(ctx.db, idOf(request), mediaUrls(request)));

  app.put(item, write, async (request) => {
    const id = idOf(request);
    const form = await readForm(request, foodInput);
    return service.updateFood(ctx, id, parse(foodInput, form.body), form.image, mediaUrls(request));
  });

  app.patch(item, write, async (request) => {
    const id = idOf(request);
    const form = await readForm(request, foodPatch);
    return service.updateFood(ctx, id, parse(foodPatch, form.body), form.image, mediaUrls(request));
  });

  app.delete(item, write, async (request, reply) => {
    await service.deleteFood(ctx, idOf(request));
    return reply.status(204).send();
  });

  app.get(ofMenu, read, async (request) =>
    foodsOfMenu(ctx, parseId((request.params as { id: string }).id, "Menyu topilmadi"), mediaUrls(request)),
  );
}
