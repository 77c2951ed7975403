import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, businessDateOf, formatWireDate } from "@app/contract/dates";
import type { BookingFacts } from "@app/contract/formulas/booking-steps";
import type { Role } from "@app/contract/roles";
import { uzOrders } from "../../../../i18n/orders.ts";
import { clearSession, startSession } from "../../../../lib/session-store.ts";
import { mounted } from "../../../../test/mounted.ts";
import type { OrderSummary } from "../order-summary.ts";
import { BookingActions } from "./booking-actions.tsx";

const t = uzOrders;
const dom = mounted();
afterEach(() => clearSession());

const day = (offset: number) => `${formatWireDate(addDays(businessDateOf(new Date()), offset))} 14:00`;
const facts: BookingFacts = { order_status: "Planned", guest_type: "individual", check_in: day(3), checked_in_at: null, checked_out_at: null };

async function offeredTo(role: Role, changes: Partial<BookingFacts> = {}) {
  await startSession({ token: "t", refresh: "r", user: { id: "u", name: "U", username: "u@x.uz", role, is_staff: false, is_superuser: false } });
  const booking = { ...facts, ...changes };
  const order = { id: "o1", orderId: "48213907", status: booking.order_status, checkIn: booking.check_in, checkOut: day(5), facts: booking } as OrderSummary;
  await dom.render(
    <QueryClientProvider client={new QueryClient()}>
      <BookingActions order={order} />
    </QueryClientProvider>,
  );
  return [...dom.container.querySelectorAll("button")].map((button) => button.title);
}

describe("BookingActions", () => {
  it("offers the steps the server allows now, to the roles that write hotel orders", async () => {
    expect(await offeredTo("hotel")).toEqual([t.edit, t.move, t.cancel]);
    expect(await offeredTo("catering", { check_in: day(0) })).toEqual([t.checkInAction, t.edit, t.move, t.cancel]);
    expect(await offeredTo("admin", { order_status: "Active", check_in: day(-1), checked_in_at: day(-1) })).toEqual([
      t.checkOutAction,
      t.edit,
      t.move,
    ]);
    expect(await offeredTo("ceo", { guest_type: "group" })).toEqual([t.edit, t.cancel]);
  });

  it("offers nothing to readers, nor on a canceled or completed booking", async () => {
    expect(await offeredTo("analytics")).toEqual([]);
    expect(await offeredTo("warehouse")).toEqual([]);
    expect(await offeredTo("admin", { order_status: "Canceled" })).toEqual([]);
    expect(await offeredTo("admin", { order_status: "Completed", checked_in_at: day(-3), checked_out_at: day(-1) })).toEqual([]);
  });

  it("names each icon after its booking for screen readers", async () => {
    await offeredTo("hotel");
    expect(dom.container.querySelector("button")?.getAttribute("aria-label")).toBe(t.actionOn(t.edit, "48213907"));
  });
});
