import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import type { CounterpartyInput } from "@app/contract/schemas/counterparties";
import { call } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { ListProps } from "./counterparties-view.ts";

// Keyed by the list's path, so a change here also refreshes the counterparty pickers of other screens.
const counterpartiesKey = [COUNTERPARTIES.list.path] as const;

export function useCounterparties(view: ListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [...counterpartiesKey, query],
    queryFn: ({ signal }) => call(COUNTERPARTIES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One counter agent, read only while `id` is set: a Balans tab opened from a link knows only the id. */
export function useCounterparty(id: string) {
  return useQuery({
    queryKey: [...counterpartiesKey, "detail", id],
    queryFn: ({ signal }) => call(COUNTERPARTIES.get, { params: { id } }, { signal }),
    enabled: Boolean(id),
  });
}

export const exportCounterparties = (view: ListProps["view"]) =>
  exportListXlsx(COUNTERPARTIES.list.path, listQuery(view), "kontragentlar.xlsx");

function useCounterpartyMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess must run first, so that after deleting the last row
  // of a page the list has already moved to the page before when the refetch answers.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: counterpartiesKey }) });
}

export const useCreateCounterparty = () =>
  useCounterpartyMutation((input: CounterpartyInput) => call(COUNTERPARTIES.create, { body: input }));

export const useUpdateCounterparty = () =>
  useCounterpartyMutation(({ id, input }: { id: string; input: CounterpartyInput }) =>
    call(COUNTERPARTIES.replace, { params: { id }, body: input }),
  );

export const useDeleteCounterparty = () =>
  useCounterpartyMutation((id: string) => call(COUNTERPARTIES.remove, { params: { id } }));
