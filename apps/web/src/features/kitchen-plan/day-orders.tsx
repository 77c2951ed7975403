import { uzKitchenPlan as t } from "../../i18n/kitchen-plan.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Table, TBody, THead, Td, Th, Tr } from "../../ui/table.tsx";
import { useDayOrders, useReduceStay } from "./kitchen-plan-api.ts";

/** The day's orders placed by confirming its plan; a stay that now eats fewer gets "Kamaytirish". */
export function DayOrders({ date, iso }: { date: string; iso: string }) {
  const orders = useDayOrders(iso);
  const reduce = useReduceStay();
  const groups = orders.data ?? [];
  return (
    <section className="mt-6">
      <h2 className="mb-2 font-semibold">{t.dayOrders}</h2>
      {!groups.length ? (
        <p className="text-muted">{t.noDayOrders}</p>
      ) : (
        <Table aria-label={t.dayOrders}>
          <THead>
            <Tr>
              <Th>{t.stay}</Th>
              <Th>{t.hotel}</Th>
              <Th>{t.menu}</Th>
              <Th>{t.ordered}</Th>
              <Th>{t.headcount}</Th>
              <Th className="print:hidden" />
            </Tr>
          </THead>
          <TBody>
            {groups.map((group) => (
              <Tr key={`${group.hotel_order}-${group.meal}-${group.menu}`}>
                <Td>№{group.hotel_order_id}</Td>
                <Td>{group.hotel_name}</Td>
                <Td>
                  {t.meals[group.meal]} — {group.menu_name} ({group.orders.map((order) => `№${order.food_order_id}`).join(", ")})
                </Td>
                <Td>{group.ordered}</Td>
                <Td className={group.headcount < group.ordered ? "font-semibold text-danger" : undefined}>{group.headcount}</Td>
                <Td className="print:hidden">
                  {group.headcount < group.ordered && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={reduce.isPending}
                      onClick={() => reduce.mutate({ date, stay: group.hotel_order }, { onSuccess: () => notifySuccess(t.reducedToast) })}
                    >
                      {t.reduce}
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
