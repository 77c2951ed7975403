import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { GENERAL_EXPENSES } from "@app/contract/endpoints/expenses";
import { call } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { ExpenseListProps } from "./expenses-view.ts";

export type ExpenseBody = BodyIn<typeof GENERAL_EXPENSES.create>;

const expensesKey = [GENERAL_EXPENSES.list.path] as const;

export function useExpenses(view: ExpenseListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [...expensesKey, query],
    queryFn: ({ signal }) => call(GENERAL_EXPENSES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportExpenses = (view: ExpenseListProps["view"]) =>
  exportListXlsx(GENERAL_EXPENSES.list.path, listQuery(view), "xarajatlar.xlsx");

function useExpenseMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess runs first (the delete flow moves off an emptied page).
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: expensesKey }) });
}

export const useCreateExpense = () => useExpenseMutation((input: ExpenseBody) => call(GENERAL_EXPENSES.create, { body: input }));

export const useUpdateExpense = () =>
  useExpenseMutation(({ id, input }: { id: string; input: ExpenseBody }) => call(GENERAL_EXPENSES.replace, { params: { id }, body: input }));

export const useDeleteExpense = () => useExpenseMutation((id: string) => call(GENERAL_EXPENSES.remove, { params: { id } }));
