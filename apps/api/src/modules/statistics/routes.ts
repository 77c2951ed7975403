import type { FastifyInstance } from "fastify";
import { STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import { STATISTICS, type Statistic } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import { BLOCKS } from "./blocks.ts";

export function statisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const register = <Block extends Statistic>(block: Block) => route(app, ctx, STATISTICS_BLOCKS[block], BLOCKS[block](ctx));
  for (const block of STATISTICS) register(block);
}
