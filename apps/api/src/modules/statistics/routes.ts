import type { FastifyInstance, FastifyRequest } from "fastify";
import { can } from "@app/contract/roles";
import { PATHS, pathOf } from "@app/contract/routes";
import { STATISTICS, STATISTIC_AREAS, rangeQuery } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { allow, caller } from "../../http/auth.ts";
import { forbidden } from "../../http/errors.ts";
import { parse } from "../../http/validation.ts";
import { BLOCKS } from "./blocks.ts";
import { type Period, periodOf } from "./range.ts";

/** The period a statistics request asks for; a bad or too long range is a 400 with an Uzbek message. */
export function requestPeriod(ctx: AppContext, request: FastifyRequest): Period {
  return periodOf(parse(rangeQuery, request.query), ctx.now());
}

/**
 * Reports (reference §17): the "reports" area lets a role open the screen, and each block also
 * needs read access to the area its figures come from, so a taxi dispatcher sees no kitchen money.
 */
export function statisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const reports = { preHandler: allow(ctx, "reports", "read") };
  for (const name of STATISTICS) {
    app.get(pathOf(PATHS.statistics.block, { block: name }), reports, async (request, reply) => {
      if (!can(caller(request), STATISTIC_AREAS[name], "read")) throw forbidden();
      return BLOCKS[name](ctx, requestPeriod(ctx, request), request, reply);
    });
  }
}
