import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { menuInput, menuListQuery, menuPatch } from "@app/contract/schemas/kitchen-menus";
import type { AppContext } from "../../../context.ts";
import { allow } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import { readForm } from "../../../http/form.ts";
import { mediaUrls } from "../../media/storage.ts";
import { MENU_NOT_FOUND, getMenu, listMenus, menusOfRation } from "./read.ts";
import * as service from "./service.ts";

const AREA = "kitchen_menu";
/** The ration form picks menus. */
const READ_AREAS = [AREA, "kitchen_recipes"] as const;

export function menuRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item, ofRation } = PATHS.menus;
  const read = { preHandler: allow(ctx, READ_AREAS, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, MENU_NOT_FOUND);

  app.get(list, read, async (request) => {
    const query = parse(menuListQuery, request.query);
    const { count, results } = await listMenus(ctx, query, mediaUrls(request));
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const form = await readForm(request, menuInput);
    const created = await service.createMenu(ctx, parse(menuInput, form.body), form.image, mediaUrls(request));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => getMenu(ctx.db, idOf(request), mediaUrls(request)));

  app.put(item, write, async (request) => {
    const id = idOf(request);
    const form = await readForm(request, menuInput);
    return service.updateMenu(ctx, id, parse(menuInput, form.body), form.image, mediaUrls(request));
  });

  app.patch(item, write, async (request) => {
    const id = idOf(request);
    const form = await readForm(request, menuPatch);
    return service.updateMenu(ctx, id, parse(menuPatch, form.body), form.image, mediaUrls(request));
  });

  app.delete(item, write, async (request, reply) => {
    await service.deleteMenu(ctx, idOf(request));
    return reply.status(204).send();
  });

  app.get(ofRation, read, async (request) =>
    menusOfRation(ctx, parseId((request.params as { id: string }).id, "Ratsion topilmadi"), mediaUrls(request)),
  );
}
