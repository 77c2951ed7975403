import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { SALARIES } from "@app/contract/endpoints/hr";
import { call } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import type { ListQuery } from "../../lib/list-view.ts";
import { employeesKey } from "./employees-api.ts";

export type SalaryBody = BodyIn<typeof SALARIES.update>;

const salariesKey = [SALARIES.list.path] as const;

const salariesQuery = (employeeId: string, query: ListQuery) => ({ ...query, employee_id: employeeId });

/** One employee's months, latest first, with the paid and unpaid totals. */
export function useSalaries(employeeId: string, query: ListQuery) {
  const params = salariesQuery(employeeId, query);
  return useQuery({
    queryKey: [...salariesKey, params],
    queryFn: ({ signal }) => call(SALARIES.list, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportSalaries = (employeeId: string, query: ListQuery) =>
  exportListXlsx(SALARIES.list.path, salariesQuery(employeeId, query), "oyliklar.xlsx");

/** A salary change moves the card's paid and unpaid sums too. */
function useSalaryMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: salariesKey });
      void client.invalidateQueries({ queryKey: employeesKey });
    },
  });
}

/** The explicit generation: every month missing from the hire month to now; repeating it adds nothing. */
export const useGenerateSalaries = () =>
  useSalaryMutation((employeeId: string) => call(SALARIES.create, { body: { employee_id: employeeId } }));

export const useUpdateSalary = () =>
  useSalaryMutation(({ id, input }: { id: string; input: SalaryBody }) =>
    call(SALARIES.update, { params: { id }, body: input }),
  );
