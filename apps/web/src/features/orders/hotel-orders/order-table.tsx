import { Link } from "react-router";
import { mayCall } from "@app/contract/endpoint";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import type { OrderStatus } from "@app/contract/schemas/hotel-orders";
import { uzCommon } from "../../../i18n/common.ts";
import { uzOrders } from "../../../i18n/orders.ts";
import { formatCurrencyValue, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { Badge } from "../../../ui/badge.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { BookingActions } from "./desk/booking-actions.tsx";
import type { OrderSummary } from "./order-summary.ts";

const t = uzOrders;

export const STATUS_TONE = { Planned: "warning", Active: "success", Completed: "neutral", Canceled: "danger" } as const satisfies Record<
  OrderStatus,
  string
>;

type OrderTableProps = {
  orders: OrderSummary[];
  firstRow: number;
  /** Where each order opens (null: the role may not open it). */
  pathOf: (order: OrderSummary) => string | null;
  /** The all-orders list mixes statuses, so it shows each one; the others mark only the canceled ones. */
  showStatus?: boolean;
};

export function OrderTable({ orders, firstRow, pathOf, showStatus = false }: OrderTableProps) {
  const currency = useOperatingCurrency();
  const writes = mayCall(usePrincipal(), HOTEL_ORDERS.amend.access);
  return (
    <Table numbered columnsKey="hotel-orders">
      <THead>
        <tr>
          <Th>{uzCommon.number}</Th>
          <Th>{t.orderId}</Th>
          <Th>{t.hotel}</Th>
          <Th>{t.guests}</Th>
          <Th>{t.rooms}</Th>
          <Th>{t.checkIn}</Th>
          <Th>{t.checkOut}</Th>
          <Th optional className="text-right">
            {t.nights}
          </Th>
          <Th className="text-right">{t.people}</Th>
          {showStatus && <Th>{t.status}</Th>}
          <Th className="text-right">{withCurrency(t.total, currency)}</Th>
          {writes && <Th className="text-right">{t.actions}</Th>}
        </tr>
      </THead>
      <TBody>
        {orders.map((order, index) => {
          const path = pathOf(order);
          return (
            <Tr key={order.id}>
              <Td className="text-muted">{firstRow + index}</Td>
              <Td className="whitespace-nowrap">
                {path ? (
                  <Link to={path} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                    {order.orderId}
                  </Link>
                ) : (
                  order.orderId
                )}
                {!showStatus && order.status === "Canceled" && (
                  <span className="ml-2">
                    <Badge tone={STATUS_TONE.Canceled}>{t.statuses.Canceled}</Badge>
                  </span>
                )}
              </Td>
              <Td>{order.hotelName}</Td>
              <Td className="max-w-xs break-words">{order.who}</Td>
              <Td className="min-w-36">{order.rooms}</Td>
              <Td className="whitespace-nowrap">{order.checkIn}</Td>
              <Td className="whitespace-nowrap">{order.checkOut}</Td>
              <Td className="text-right">{order.nights}</Td>
              <Td className="text-right">{order.people}</Td>
              {showStatus && (
                <Td>
                  <Badge tone={STATUS_TONE[order.status]}>{t.statuses[order.status]}</Badge>
                </Td>
              )}
              <Td className="text-right font-medium whitespace-nowrap">{formatCurrencyValue(order.total, currency)}</Td>
              {writes && (
                <Td>
                  <BookingActions order={order} />
                </Td>
              )}
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
