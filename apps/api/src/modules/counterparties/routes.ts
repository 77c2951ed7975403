import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  counterAgentInput,
  counterAgentListQuery,
  counterAgentPatch,
} from "@app/contract/schemas/counterparties";
import type { AppContext } from "../../context.ts";
import { allow } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { sendListXlsx, wantsXlsx } from "../../http/xlsx-export.ts";
import { counterAgentListSheet } from "../statistics/list-sheets.ts";
import * as service from "./service.ts";

const AREA = "counterparties";
/** Forms in other areas (food orders, hotel bookings) pick counterparties from this list. */
const LOOKUP_AREAS = [AREA, "orders", "hotels"] as const;

export function counterpartyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item } = PATHS.counterAgents;
  const read = { preHandler: allow(ctx, LOOKUP_AREAS, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };

  app.get(list, read, async (request, reply) => {
    const query = parse(counterAgentListQuery, request.query);
    if (wantsXlsx(request)) return sendListXlsx(reply, counterAgentListSheet, (page) => service.listCounterAgents(ctx, { ...query, ...page }));
    const { count, results } = await service.listCounterAgents(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const created = await service.createCounterAgent(ctx, parse(counterAgentInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => service.getCounterAgent(ctx, parseId((request.params as { id: string }).id)));

  app.put(item, write, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    return service.updateCounterAgent(ctx, id, parse(counterAgentInput, request.body));
  });

  app.patch(item, write, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    return service.updateCounterAgent(ctx, id, parse(counterAgentPatch, request.body));
  });

  app.delete(item, write, async (request, reply) => {
    await service.deleteCounterAgent(ctx, parseId((request.params as { id: string }).id));
    return reply.status(204).send();
  });
}
