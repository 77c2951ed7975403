import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { CounterAgent, CounterAgentInput } from "@app/contract/schemas/counterparties";
import { del, get, post, put } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { ListProps } from "./counterparties-view.ts";

const counterpartiesKey = ["counter-agents"] as const;

export function useCounterparties(view: ListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [...counterpartiesKey, query],
    queryFn: ({ signal }) => get<Page<CounterAgent>>(PATHS.counterAgents.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportCounterparties = (view: ListProps["view"]) =>
  exportListXlsx(PATHS.counterAgents.list, listQuery(view), "kontragentlar.xlsx");

function useCounterpartyMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess must run first, so that after deleting the last row
  // of a page the list has already moved to the page before when the refetch answers.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: counterpartiesKey }) });
}

export const useCreateCounterparty = () =>
  useCounterpartyMutation((input: CounterAgentInput) => post<CounterAgent>(PATHS.counterAgents.list, input));

export const useUpdateCounterparty = () =>
  useCounterpartyMutation(({ id, input }: { id: string; input: CounterAgentInput }) =>
    put<CounterAgent>(pathOf(PATHS.counterAgents.item, { id }), input),
  );

export const useDeleteCounterparty = () =>
  useCounterpartyMutation((id: string) => del(pathOf(PATHS.counterAgents.item, { id })));
