import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { EMPLOYEES } from "@app/contract/endpoints/hr";
import { call } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";

/**
 * Every employee query sits under the list path, so one invalidation refreshes the list and the
 * card, whose sums (expenses, paid and unpaid salaries) change with the records below them.
 */
export const employeesKey = [EMPLOYEES.list.path] as const;

export function useEmployees(query: ListQuery<"role" | "is_active">) {
  return useQuery({
    queryKey: [...employeesKey, query],
    queryFn: ({ signal }) => call(EMPLOYEES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: string) {
  return useQuery({
    queryKey: [...employeesKey, id],
    queryFn: ({ signal }) => call(EMPLOYEES.get, { params: { id } }, { signal }),
  });
}

function useEmployeeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: employeesKey }) });
}

/** The forms send what was typed (dates as dd.MM.yyyy text); the server parses it with the same schemas. */
export type EmployeeCreateBody = BodyIn<typeof EMPLOYEES.create>;
export type EmployeeUpdateBody = BodyIn<typeof EMPLOYEES.update>;

export const useCreateEmployee = () =>
  useEmployeeMutation((input: EmployeeCreateBody) => call(EMPLOYEES.create, { body: input }));

export const useUpdateEmployee = () =>
  useEmployeeMutation(({ id, input }: { id: string; input: EmployeeUpdateBody }) =>
    call(EMPLOYEES.update, { params: { id }, body: input }),
  );
