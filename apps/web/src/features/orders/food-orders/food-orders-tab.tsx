import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { can } from "@app/contract/roles";
import { FOOD_ORDER_ORDERINGS, FOOD_ORDER_STATUS_LABELS, PRODUCT_TYPE_LABELS } from "@app/contract/schemas/kitchen-food-orders";
import { foodOrderPath, type FoodOrderScope } from "@app/contract/web-paths";
import { useState } from "react";
import { Link } from "react-router";
import { uzCommon } from "../../../i18n/common.ts";
import { uzFoodOrders } from "../../../i18n/orders.ts";
import { formatCurrencyValue, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { useListView } from "../../../lib/use-list-view.ts";
import { useOptions } from "../../../lib/use-options.ts";
import { CreateButton } from "../../../ui/create-button.tsx";
import { DaysFilter } from "../../../ui/date-range-filter.tsx";
import { Field } from "../../../ui/field.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { ListFilters } from "../../../ui/list-filters.tsx";
import { PagedTable } from "../../../ui/list-table.tsx";
import { Select } from "../../../ui/select.tsx";
import { Td, Th } from "../../../ui/table.tsx";
import { FoodOrderSheet } from "./food-order-sheet.tsx";
import { orderedName } from "./food-order-shape.ts";
import { useFoodOrders } from "./food-orders-api.ts";
import { foodOrdersView } from "./food-orders-view.ts";
import { StatusActions } from "./status-actions.tsx";
import { FoodOrderStatusBadge } from "./status-badge.tsx";

const t = uzFoodOrders;
const typeOptions = Object.entries(PRODUCT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const statusOptions = [1, -1].map((id) => ({ value: String(id), label: FOOD_ORDER_STATUS_LABELS[id as 1 | -1] }));
/** Newest placed first unless another order is chosen. */
const orderingOptions = [
  { value: "", label: t.orderings.placed },
  ...FOOD_ORDER_ORDERINGS.map((ordering) => ({ value: ordering, label: t.orderings[ordering] })),
];

/**
 * 'Ovqat buyurtmalari' on /orders/active (pending orders, which are placed, done or canceled
 * here) and /orders/completed (done or canceled). Each order opens its own page.
 */
export default function FoodOrdersTab({ scope }: { scope: FoodOrderScope }) {
  const currency = useOperatingCurrency();
  const [view, update] = useListView(foodOrdersView);
  const list = useFoodOrders(scope, view);
  const writable = can(usePrincipal(), "orders", "write");
  const counterparties = useOptions(COUNTERPARTIES.list, (agent) => ({ value: agent.id, label: agent.name }));
  const [creating, setCreating] = useState(false);
  const actions = writable && scope === "active";

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.searchPlaceholder}>
        <FilterSelect
          label={t.counterparty}
          options={counterparties.options}
          value={view.filters.counter_agent}
          onChange={(agent) => update({ filters: { counter_agent: agent } })}
        />
        <FilterSelect
          label={t.productType}
          options={typeOptions}
          value={view.filters.product_type}
          onChange={(type) => update({ filters: { product_type: type } })}
        />
        {scope === "completed" && (
          <FilterSelect
            label={uzCommon.status}
            options={statusOptions}
            value={view.filters.status}
            onChange={(status) => update({ filters: { status } })}
          />
        )}
        <DaysFilter filters={view.filters} update={update} />
        <Field label={t.sort} className="w-52">
          <Select options={orderingOptions} value={view.filters.ordering} onChange={(event) => update({ filters: { ordering: event.target.value } })} />
        </Field>
        {actions && <CreateButton className="ml-auto" onClick={() => setCreating(true)} label={t.add} />}
      </ListFilters>
      <PagedTable
        list={list}
        view={view}
        update={update}
        emptyText={t.empty}
        columnsKey="food-orders"
        head={
          <>
            <Th>{t.orderId}</Th>
            <Th>{t.item}</Th>
            <Th>{t.counterparty}</Th>
            <Th className="text-right">{t.portions}</Th>
            <Th>{t.date}</Th>
            <Th className="text-right">{withCurrency(t.total, currency)}</Th>
            <Th>{uzCommon.status}</Th>
          </>
        }
        cells={(order) => (
          <>
            <Td>
              <Link
                to={foodOrderPath(scope, order.id)}
                className="font-medium text-brand-800 tabular-nums hover:underline"
                aria-label={t.open(order.food_order_id)}
              >
                {order.food_order_id}
              </Link>
            </Td>
            <Td>
              <span className="block font-medium text-ink">{orderedName(order)}</span>
              <span className="block text-xs text-muted">{order.product_type}</span>
            </Td>
            <Td>{order.counter_agent_name ?? t.noCounterparty}</Td>
            <Td className="text-right tabular-nums">{order.product_count}</Td>
            <Td className="whitespace-nowrap">{order.order_time ?? order.created_at}</Td>
            <Td className="text-right font-medium whitespace-nowrap text-ink tabular-nums">{formatCurrencyValue(order.total_price, currency)}</Td>
            <Td>
              <FoodOrderStatusBadge status={order.status_id} overdue={order.overdue} />
            </Td>
          </>
        )}
        actions={actions ? (order) => <StatusActions order={order} /> : undefined}
      />
      {creating && <FoodOrderSheet onClose={() => setCreating(false)} />}
    </div>
  );
}
