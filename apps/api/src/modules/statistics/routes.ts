import type { FastifyInstance } from "fastify";
import { STATISTICS_BLOCKS, STATISTICS_EXPORT } from "@app/contract/endpoints/statistics";
import { STATISTICS, type Statistic } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import { BLOCKS } from "./blocks.ts";
import { exportAll } from "./export-all.ts";

export function statisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const register = <Block extends Statistic>(block: Block) => route(app, ctx, STATISTICS_BLOCKS[block], BLOCKS[block].answer(ctx));
  for (const block of STATISTICS) register(block);
  route(app, ctx, STATISTICS_EXPORT.all, exportAll(ctx));
}
