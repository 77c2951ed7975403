import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PATHS } from "@app/contract/routes";
import type { OrderAnalytics } from "@app/contract/schemas/order-analytics";
import { get } from "../../lib/api-client.ts";
import { exportXlsx } from "../../lib/export-file.ts";
import { type Period, periodProblem } from "../../lib/period.ts";

export function useOrderAnalytics(period: Period) {
  return useQuery({
    queryKey: ["order-analytics", period],
    queryFn: ({ signal }) => get<OrderAnalytics>(PATHS.statistics.orderAnalytics, { query: period, signal }),
    enabled: !periodProblem(period),
    placeholderData: keepPreviousData,
  });
}

export const exportOrderAnalytics = (period: Period) =>
  exportXlsx(PATHS.statistics.orderAnalytics, period, "buyurtmalar-tahlili.xlsx");
