import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import type { MenuCycleInput } from "@app/contract/schemas/kitchen-plan";
import { call } from "../../lib/api-client.ts";
import { useOptions } from "../../lib/use-options.ts";

// One key for everything a confirmation or a cycle change moves: plans, orders, purchase lists.
const planKey = ["kitchen-plan"] as const;

export const usePlan = (date: string) =>
  useQuery({ queryKey: [...planKey, "plan", date], queryFn: ({ signal }) => call(KITCHEN_PLAN.plan, { query: { date } }, { signal }), enabled: Boolean(date) });

export const useDayOrders = (date: string) =>
  useQuery({ queryKey: [...planKey, "orders", date], queryFn: ({ signal }) => call(KITCHEN_PLAN.orders, { query: { date } }, { signal }), enabled: Boolean(date) });

export const usePurchaseList = (from: string, to: string) =>
  useQuery({
    queryKey: [...planKey, "purchase", from, to],
    queryFn: ({ signal }) => call(KITCHEN_PLAN.purchaseList, { query: { date_from: from, date_to: to } }, { signal }),
    enabled: Boolean(from && to),
  });

export const useMenuCycle = () => useQuery({ queryKey: [...planKey, "cycle"], queryFn: ({ signal }) => call(KITCHEN_PLAN.cycle, {}, { signal }) });

export const useRationOptions = () => useOptions(RATIONS.list, (ration) => ({ value: ration.id, label: ration.name }));

function usePlanMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: planKey }) });
}

export const useConfirmPlan = () => usePlanMutation((date: string) => call(KITCHEN_PLAN.confirm, { body: { date } }));
export const useReduceStay = () =>
  usePlanMutation(({ date, stay }: { date: string; stay: string }) => call(KITCHEN_PLAN.reduce, { body: { date, hotel_order: stay } }));
export const useSaveCycle = () => usePlanMutation((body: MenuCycleInput) => call(KITCHEN_PLAN.replaceCycle, { body }));
