import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { PAYROLL, SALARIES } from "@app/contract/endpoints/hr";
import { call } from "../../../lib/api-client.ts";
import { employeesKey } from "../employees-api.ts";

export type PayBody = BodyIn<typeof PAYROLL.pay>;

const payrollKey = [PAYROLL.list.path] as const;

/** A month's payroll, worked out by the server without storing anything. */
export function usePayroll(month: string) {
  return useQuery({
    queryKey: [...payrollKey, month],
    queryFn: ({ signal }) => call(PAYROLL.list, { query: { month } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Paying moves the month's lines, the employees' salary sheets and their cards' sums. */
export function usePayPayroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => call(PAYROLL.pay, { body }),
    onSettled: () => {
      for (const queryKey of [payrollKey, [SALARIES.list.path], employeesKey]) void client.invalidateQueries({ queryKey });
    },
  });
}
