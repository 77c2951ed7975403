import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { guestGroupInput, guestGroupListQuery, guestGroupPatch } from "@app/contract/schemas/guest-groups";
import type { AppContext } from "../../context.ts";
import { allow } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import * as service from "./service.ts";

/** Hotel staff book groups as well as the counterparty desk; order forms only look them up. */
const WRITE_AREAS = ["counterparties", "hotels"] as const;
const READ_AREAS = [...WRITE_AREAS, "orders"] as const;

export function guestGroupRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, create, item, delete: remove } = PATHS.guestGroups;
  const read = { preHandler: allow(ctx, READ_AREAS, "read") };
  const write = { preHandler: allow(ctx, WRITE_AREAS, "write") };
  const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id, service.NOT_FOUND);

  app.get(list, read, async (request) => {
    const query = parse(guestGroupListQuery, request.query);
    const { count, results } = await service.listGuestGroups(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(create, write, async (request, reply) => {
    const created = await service.createGuestGroup(ctx, parse(guestGroupInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => service.getGuestGroup(ctx, idOf(request)));

  app.put(item, write, async (request) =>
    service.updateGuestGroup(ctx, idOf(request), parse(guestGroupInput, request.body)),
  );

  app.patch(item, write, async (request) =>
    service.updateGuestGroup(ctx, idOf(request), parse(guestGroupPatch, request.body)),
  );

  app.delete(remove, write, async (request, reply) => {
    await service.deleteGuestGroup(ctx, idOf(request));
    return reply.status(204).send();
  });
}
