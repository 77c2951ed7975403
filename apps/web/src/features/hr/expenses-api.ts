import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { AmountTotals, HiringExpense, hiringExpenseInput } from "@app/contract/schemas/hr";
import type { z } from "zod";
import { del, get, post, put } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";
import { employeesKey } from "./employees-api.ts";

export type ExpensePage = Page<HiringExpense> & { totals: AmountTotals };
/** What the form typed: the date as dd.MM.yyyy HH:mm text, the cost as decimal text. */
export type ExpenseBody = z.input<typeof hiringExpenseInput>;

const listPath = (employeeId: string) => pathOf(PATHS.employees.expenses, { employee_id: employeeId });
const itemPath = (employeeId: string, id: string) => pathOf(PATHS.employees.expense, { employee_id: employeeId, id });
const expensesKey = (employeeId: string) => [PATHS.employees.expenses, employeeId] as const;

export function useExpenses(employeeId: string, query: ListQuery<"status" | "date_after" | "date_before">) {
  return useQuery({
    queryKey: [...expensesKey(employeeId), query],
    queryFn: ({ signal }) => get<ExpensePage>(listPath(employeeId), { query, signal }),
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
  useExpenseMutation(employeeId, (input: ExpenseBody) => post<HiringExpense>(listPath(employeeId), input));

export const useUpdateExpense = (employeeId: string) =>
  useExpenseMutation(employeeId, ({ id, input }: { id: string; input: ExpenseBody }) =>
    put<HiringExpense>(itemPath(employeeId, id), input),
  );

export const useDeleteExpense = (employeeId: string) =>
  useExpenseMutation(employeeId, (id: string) => del(itemPath(employeeId, id)));
