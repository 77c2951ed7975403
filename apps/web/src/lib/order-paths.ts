import { can, type Area, type Principal } from "@app/contract/roles";
import type { OrderStatus } from "@app/contract/schemas/hotel-orders";

/** The order pages, one per status (canceled orders are listed with the completed), and the area whose read right opens each. */
const ORDER_SCOPES = {
  Planned: { scope: "planned", area: "orders_planned" },
  Active: { scope: "active", area: "orders" },
  Completed: { scope: "completed", area: "orders" },
  Canceled: { scope: "completed", area: "orders" },
} as const satisfies Record<OrderStatus, { scope: string; area: Area }>;

export type OrderScope = (typeof ORDER_SCOPES)[OrderStatus]["scope"];

/**
 * Where a hotel order opens: its status's order page (/orders/active/hotels/{id}), or, for the
 * hotel staff who may not read the orders pages, the same view under /hotels/reservations;
 * null when the principal may read neither.
 */
export function hotelOrderPath(principal: Principal, status: OrderStatus, id: string): string | null {
  const { scope, area } = ORDER_SCOPES[status];
  if (can(principal, area, "read")) return `/orders/${scope}/hotels/${id}`;
  if (can(principal, "hotels", "read")) return `/hotels/reservations/${id}`;
  return null;
}
