import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { EXPENSES } from "@app/contract/endpoints/hr";
import { call } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";
import { employeesKey } from "./employees-api.ts";

/** What the form typed: the date as dd.MM.yyyy HH:mm text, the cost as decimal text. */
export type ExpenseBody = BodyIn<typeof EXPENSES.replace>;

const expensesKey = (employeeId: string) => [EXPENSES.list.path, employeeId] as const;

export function useExpenses(employeeId: string, query: ListQuery<"status" | "date_after" | "date_before">) {
  return useQuery({
    queryKey: [...expensesKey(employeeId), query],
    queryFn: ({ signal }) => call(EXPENSES.list, { params: { employee_id: employeeId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to an expense moves the employee's expense sum on the card too. */
function useExpenseMutation<Variables, Result>(employeeId: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: expensesKey(employeeId) });
      void client.invalidateQueries({ queryKey: employeesKey });
    },
  });
}

export const useCreateExpense = (employeeId: string) =>
  useExpenseMutation(employeeId, (input: ExpenseBody) =>
    call(EXPENSES.create, { params: { employee_id: employeeId }, body: input }),
  );

export const useUpdateExpense = (employeeId: string) =>
  useExpenseMutation(employeeId, ({ id, input }: { id: string; input: ExpenseBody }) =>
    call(EXPENSES.replace, { params: { employee_id: employeeId, id }, body: input }),
  );

export const useDeleteExpense = (employeeId: string) =>
  useExpenseMutation(employeeId, (id: string) => call(EXPENSES.remove, { params: { employee_id: employeeId, id } }));
