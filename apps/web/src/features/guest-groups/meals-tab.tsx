import { useQuery } from "@tanstack/react-query";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { uzGuestGroups as t } from "../../i18n/guest-groups.ts";
import { uzKitchenPlan } from "../../i18n/kitchen-plan.ts";
import { call } from "../../lib/api-client.ts";
import { ListState } from "../../ui/list-state.tsx";
import { Table, TBody, THead, Td, Th, Tr } from "../../ui/table.tsx";

/** A group's meals: per day, the meals each of its stays is served. */
export function MealsTab({ groupId }: { groupId: string }) {
  const days = useQuery({
    queryKey: [KITCHEN_PLAN.groupMeals.path, groupId],
    queryFn: ({ signal }) => call(KITCHEN_PLAN.groupMeals, { params: { id: groupId } }, { signal }),
  });
  const rows = (days.data ?? []).flatMap((day) => day.stays.map((stay) => ({ date: day.date, ...stay })));
  return (
    <ListState isLoading={days.isPending} isError={days.isError} isEmpty={!rows.length} emptyText={t.noMeals} onRetry={() => void days.refetch()}>
      <Table aria-label={t.mealsTab}>
        <THead>
          <Tr>
            <Th>{t.mealsDay}</Th>
            <Th>{t.mealsStay}</Th>
            <Th>{t.mealsTab}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <Tr key={`${row.date}-${row.hotel_order}`}>
              <Td>{row.date}</Td>
              <Td>
                №{row.hotel_order_id} · {row.hotel_name}
              </Td>
              <Td>{row.meals.map((meal) => uzKitchenPlan.meals[meal]).join(", ")}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </ListState>
  );
}
