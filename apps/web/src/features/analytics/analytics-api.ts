import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ORDER_ANALYTICS } from "@app/contract/endpoints/statistics";
import { call } from "../../lib/api-client.ts";
import { exportXlsx } from "../../lib/export-file.ts";
import { type Period, periodProblem } from "../../lib/period.ts";

export function useOrderAnalytics(period: Period) {
  return useQuery({
    queryKey: ["order-analytics", period],
    queryFn: ({ signal }) => call(ORDER_ANALYTICS.get, { query: period }, { signal }),
    enabled: !periodProblem(period),
    placeholderData: keepPreviousData,
  });
}

export const exportOrderAnalytics = (period: Period) => exportXlsx(ORDER_ANALYTICS.get.path, period, "buyurtmalar-tahlili.xlsx");
