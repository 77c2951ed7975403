import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { can } from "@app/contract/roles";
import { PATHS, pathOf } from "@app/contract/routes";
import { STATISTIC_AREAS, type Statistic } from "@app/contract/schemas/statistics";
import { get, type Query } from "../../lib/api-client.ts";
import { exportXlsx } from "../../lib/export-file.ts";
import { type Period, periodProblem } from "../../lib/period.ts";
import { usePrincipal } from "../../lib/session.tsx";

export const statisticPath = (block: Statistic) => pathOf(PATHS.statistics.block, { block });

/** One block's figures for the period; a block the role may not read is never asked for. */
export function useStatistic<T>(block: Statistic, period: Period, extra: Query = {}) {
  const visible = useBlockVisible(block);
  return useQuery({
    queryKey: ["statistics", block, period, extra],
    queryFn: ({ signal }) => get<T>(statisticPath(block), { query: { ...period, ...extra }, signal }),
    enabled: visible && !periodProblem(period),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard shows each role only the blocks of the areas it may read, as the server enforces. */
export function useBlockVisible(block: Statistic): boolean {
  return can(usePrincipal(), STATISTIC_AREAS[block], "read");
}

export function exportStatistic(block: Statistic, period: Period) {
  return exportXlsx(statisticPath(block), period, `${block}.xlsx`);
}
