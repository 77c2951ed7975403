import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Area } from "@app/contract/roles";
import { PATHS } from "@app/contract/routes";
import {
  catalogListQuery,
  foodSectionInput,
  foodSectionPatch,
  sectionInput,
  sectionPatch,
} from "@app/contract/schemas/kitchen-sections";
import { measureInput, measurePatch } from "@app/contract/schemas/kitchen-units";
import type { AppContext } from "../../../context.ts";
import { allow } from "../../../http/auth.ts";
import { toPage } from "../../../http/pagination.ts";
import { parse, parseId } from "../../../http/validation.ts";
import { catalogService, foodSectionCatalog, measures, sections } from "./service.ts";

type CatalogRoutes = {
  paths: { list: string; item: string };
  service: ReturnType<typeof catalogService>;
  input: z.ZodType<{ name: string; status?: boolean }>;
  patch: z.ZodType<{ name?: string; status?: boolean }>;
  /** Who maintains the catalog. */
  area: Area;
  /** Forms of other areas pick from it too. */
  lookupAreas: readonly Area[];
};

function catalogRoutes(app: FastifyInstance, ctx: AppContext, catalog: CatalogRoutes) {
  const { list, item } = catalog.paths;
  const { service } = catalog;
  const read = { preHandler: allow(ctx, [catalog.area, ...catalog.lookupAreas], "read") };
  const write = { preHandler: allow(ctx, catalog.area, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id);

  app.get(list, read, async (request) => {
    const query = parse(catalogListQuery, request.query);
    const { count, results } = await service.list(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const created = await service.create(ctx, parse(catalog.input, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => service.get(ctx, idOf(request)));

  app.put(item, write, async (request) => service.update(ctx, idOf(request), parse(catalog.input, request.body)));

  app.patch(item, write, async (request) => service.update(ctx, idOf(request), parse(catalog.patch, request.body)));

  app.delete(item, write, async (request, reply) => {
    await service.remove(ctx, idOf(request));
    return reply.status(204).send();
  });
}

/** Product sections ("branches"), units and food sections: lookups for the product, warehouse and dish forms. */
export function catalogsRoutes(app: FastifyInstance, ctx: AppContext) {
  catalogRoutes(app, ctx, {
    paths: PATHS.sections,
    service: sections,
    input: sectionInput,
    patch: sectionPatch,
    area: "kitchen_branches",
    lookupAreas: ["kitchen_products", "kitchen_warehouse"],
  });
  catalogRoutes(app, ctx, {
    paths: PATHS.measures,
    service: measures,
    input: measureInput,
    patch: measurePatch,
    area: "kitchen_units",
    lookupAreas: ["kitchen_products", "kitchen_warehouse"],
  });
  catalogRoutes(app, ctx, {
    paths: PATHS.foodSections,
    service: foodSectionCatalog,
    input: foodSectionInput,
    patch: foodSectionPatch,
    area: "kitchen_recipes",
    lookupAreas: ["kitchen_menu"],
  });
}
