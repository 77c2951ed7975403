import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { AmountTotals, MonthlySalary, monthlySalaryUpdateInput } from "@app/contract/schemas/hr";
import type { z } from "zod";
import { get, patch, post } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import type { ListQuery } from "../../lib/list-view.ts";
import { employeesKey } from "./employees-api.ts";

export type SalaryPage = Page<MonthlySalary> & { totals: AmountTotals };
export type SalaryBody = z.input<typeof monthlySalaryUpdateInput>;

const salariesKey = [PATHS.employees.salaryList] as const;

const salariesQuery = (employeeId: string, query: ListQuery) => ({ ...query, employee_id: employeeId });

/** One employee's months, latest first, with the paid and unpaid totals. */
export function useSalaries(employeeId: string, query: ListQuery) {
  const params = salariesQuery(employeeId, query);
  return useQuery({
    queryKey: [...salariesKey, params],
    queryFn: ({ signal }) => get<SalaryPage>(PATHS.employees.salaryList, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportSalaries = (employeeId: string, query: ListQuery) =>
  exportListXlsx(PATHS.employees.salaryList, salariesQuery(employeeId, query), "oyliklar.xlsx");

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
  useSalaryMutation((employeeId: string) =>
    post<MonthlySalary[]>(PATHS.employees.salaryCreate, { employee_id: employeeId }),
  );

export const useUpdateSalary = () =>
  useSalaryMutation(({ id, input }: { id: string; input: SalaryBody }) =>
    patch<MonthlySalary>(pathOf(PATHS.employees.salary, { id }), input),
  );
