import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { Employee, employeeCreateInput, employeeUpdateInput } from "@app/contract/schemas/hr";
import type { z } from "zod";
import { get, patch, post } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";

/**
 * Every employee query sits under the list path, so one invalidation refreshes the list and the
 * card, whose sums (expenses, paid and unpaid salaries) change with the records below them.
 */
export const employeesKey = [PATHS.employees.list] as const;

export function useEmployees(query: ListQuery<"role" | "is_active">) {
  return useQuery({
    queryKey: [...employeesKey, query],
    queryFn: ({ signal }) => get<Page<Employee>>(PATHS.employees.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: string) {
  return useQuery({
    queryKey: [...employeesKey, id],
    queryFn: ({ signal }) => get<Employee>(pathOf(PATHS.employees.item, { id }), { signal }),
  });
}

function useEmployeeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: employeesKey }) });
}

/** The forms send what was typed (dates as dd.MM.yyyy text); the server parses it with the same schemas. */
export type EmployeeCreateBody = z.input<typeof employeeCreateInput>;
export type EmployeeUpdateBody = z.input<typeof employeeUpdateInput>;

export const useCreateEmployee = () =>
  useEmployeeMutation((input: EmployeeCreateBody) => post<Employee>(PATHS.employees.list, input));

export const useUpdateEmployee = () =>
  useEmployeeMutation(({ id, input }: { id: string; input: EmployeeUpdateBody }) =>
    patch<Employee>(pathOf(PATHS.employees.item, { id }), input),
  );
