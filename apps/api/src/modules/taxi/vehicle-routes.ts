import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import { transportDayQuery, transportInput, transportListQuery, transportPatch } from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import { allow, caller } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { transportDay } from "./day.ts";
import * as vehicles from "./vehicles.ts";

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id, vehicles.VEHICLE_NOT_FOUND);

export function vehicleRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, create, item, day } = PATHS.transports;
  const read = { preHandler: allow(ctx, "taxi", "read") };
  const write = { preHandler: allow(ctx, "taxi", "write") };

  app.get(list, read, async (request) => {
    const query = parse(transportListQuery, request.query);
    const { count, results } = await vehicles.listTransports(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(create, write, async (request, reply) => {
    const created = await vehicles.createTransport(ctx, caller(request), parse(transportInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(day, read, async (request) => transportDay(ctx, parse(transportDayQuery, request.query)));

  app.get(item, read, async (request) => vehicles.getTransport(ctx, idOf(request)));

  app.put(item, write, async (request) =>
    vehicles.updateTransport(ctx, caller(request), idOf(request), parse(transportInput, request.body)),
  );

  app.patch(item, write, async (request) =>
    vehicles.updateTransport(ctx, caller(request), idOf(request), parse(transportPatch, request.body)),
  );

  app.delete(item, write, async (request, reply) => {
    await vehicles.deleteTransport(ctx, idOf(request));
    return reply.status(204).send();
  });
}
