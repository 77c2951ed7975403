import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { can } from "@app/contract/roles";
import type { HotelOrder } from "@app/contract/schemas/hotel-orders";
import { hotelPath } from "@app/contract/web-paths";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzCommon } from "../../../i18n/common.ts";
import { uzOrders } from "../../../i18n/orders.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { RecordPage } from "../../../layout/record-page.tsx";
import { PrintButton } from "../../../ui/print-button.tsx";
import { RecordHistory } from "../../../ui/record-history.tsx";
import { formatAmount, formatCurrencyValue, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { Badge } from "../../../ui/badge.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { BookingActions } from "./desk/booking-actions.tsx";
import { useHotelOrder } from "./hotel-orders-api.ts";
import { listPathOf, summarize } from "./order-summary.ts";
import { STATUS_TONE } from "./order-table.tsx";

const t = uzOrders;

/**
 * One hotel order (/orders/{active|completed|planned}/hotels/{id}, and /hotels/reservations/{id}
 * for the hotel staff): who, which rooms, when, and what it costs.
 */
export default function HotelOrderPage({ title }: PageProps) {
  const id = useParams().id ?? "";
  const { pathname } = useLocation();
  const order = useHotelOrder(id);

  return (
    <RecordPage title={title} back={{ to: listPathOf(pathname), label: t.back }} record={order} notFound={t.notFound}>
      {(data) => <OrderView order={data} />}
    </RecordPage>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function OrderView({ order }: { order: HotelOrder }) {
  const currency = useOperatingCurrency();
  const readsHotels = can(usePrincipal(), "hotels", "read");
  return (
    <div className="flex flex-col gap-8">
      <div>
        <PageHeader
          title={t.title(order.order_id)}
          actions={
            <>
              <Badge tone={STATUS_TONE[order.order_status]}>{t.statuses[order.order_status]}</Badge>
              <PrintButton />
            </>
          }
        />
        <BookingActions order={summarize(order)} labelled />
        <dl className="grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-4">
          <Item label={t.hotel}>
            {readsHotels ? (
              <Link to={hotelPath(order.hotel)} className="text-brand-800 underline-offset-2 hover:underline">
                {order.hotel_name}
              </Link>
            ) : (
              order.hotel_name
            )}
          </Item>
          <Item label={t.type}>{t.types[order.guest_type]}</Item>
          {order.guest_group && (
            <Item label={t.group}>
              {order.guest_group.name} ({t.groupCount(order.guest_group.count)})
            </Item>
          )}
          <Item label={t.people}>{order.count_of_people}</Item>
          <Item label={t.checkIn}>{order.check_in}</Item>
          <Item label={t.checkOut}>{order.check_out}</Item>
          <Item label={t.nights}>{order.nights}</Item>
          <Item label={t.createdAt}>{order.created_at}</Item>
          {order.checked_in_at && <Item label={t.checkedInAt}>{order.checked_in_at}</Item>}
          {order.checked_out_at && <Item label={t.checkedOutAt}>{order.checked_out_at}</Item>}
          {order.canceled_at && <Item label={t.canceledAt}>{order.canceled_at}</Item>}
          {order.cancel_reason && <Item label={t.cancelReasonShown}>{order.cancel_reason}</Item>}
        </dl>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          { label: t.hotelCost, amount: order.hotel_total_price },
          { label: t.foodCost, amount: order.total_food_price },
          { label: t.generalCost, amount: order.general_cost },
        ].map(({ label, amount }) => (
          <div key={label} className="rounded-xl border border-line bg-surface p-5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-semibold whitespace-nowrap text-ink">{formatAmount(amount, currency)}</dd>
          </div>
        ))}
      </dl>

      <Section title={t.bookedRooms}>
        <Table>
          <THead>
            <tr>
              <Th>{t.roomNumber}</Th>
              <Th>{t.roomType}</Th>
              <Th className="text-right">{t.roomPeople}</Th>
            </tr>
          </THead>
          <TBody>
            {order.booked_rooms.map((room) => (
              <Tr key={room.room}>
                <Td className="font-medium text-ink">{room.room_number}</Td>
                <Td>{room.room_name}</Td>
                <Td className="text-right">{room.people}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </Section>

      {order.guests.length > 0 && (
        <Section title={t.guestList}>
          <Table numbered>
            <THead>
              <tr>
                <Th>{uzCommon.number}</Th>
                <Th>{t.guestName}</Th>
                <Th>{t.gender}</Th>
                <Th>{t.roomNumber}</Th>
                <Th className="text-right">{withCurrency(t.guestPrice, currency)}</Th>
              </tr>
            </THead>
            <TBody>
              {order.guests.map((guest, index) => (
                <Tr key={guest.id}>
                  <Td className="text-muted">{index + 1}</Td>
                  <Td className="font-medium text-ink">{guest.full_name}</Td>
                  <Td>{t.genders[guest.gender]}</Td>
                  <Td>{guest.room_number ?? uzCommon.notSet}</Td>
                  <Td className="text-right whitespace-nowrap">{formatCurrencyValue(guest.price, currency)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </Section>
      )}

      <Section title={t.foodOrders}>
        {order.order_food.length === 0 ? (
          <p className="text-sm text-muted">{t.noFoodOrders}</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {order.order_food.map((food) => (
              <li key={food.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
                <span>
                  {t.foodOrderId} {food.food_order_id}
                </span>
                <span className="font-medium whitespace-nowrap">{formatAmount(food.total_price, currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <RecordHistory entity="hotel_orders" id={order.id} />
    </div>
  );
}
