/**
 * API paths exactly as the product spec (§7) lists them, relative to API_BASE. The server
 * registers each with and without a trailing slash; `:id` style parameters are written as
 * Fastify expects and as the web client fills them with `pathOf`.
 */
export const API_BASE = "/api/v1";

export const PATHS = {
  auth: {
    login: "/auth/login/",
    checkAccess: "/auth/check_access/",
    refresh: "/auth/token/refresh/",
    profile: "/auth/profile/",
    logout: "/auth/logout/",
  },
  users: {
    list: "/users/",
    item: "/users/:id/",
    profile: "/users/profile/",
    changePassword: "/users/reset-password/",
    logout: "/users/logout/",
    sendCode: "/users/forgot-password/email/send-code/",
    verifyCode: "/users/forgot-password/email/verify-code/",
    setPassword: "/users/forgot-password/email/set-password/",
  },
  counterAgents: {
    list: "/counter_agents/",
    item: "/counter_agents/:id/",
  },
  guestGroups: {
    list: "/guests/groups/",
    create: "/guests/groups/create",
    item: "/guests/groups/update/:id/",
    delete: "/guests/groups/delete/:id/",
  },
  employees: {
    list: "/employee/",
    item: "/employee/:id/",
    expenses: "/employee/:employee_id/expenses/",
    expense: "/employee/:employee_id/expenses/:id/",
    salaryList: "/employee/monthly-salary/list/",
    salaryCreate: "/employee/monthly-salary/create/",
    salary: "/employee/monthly-salary/update/:id/",
    /** The legacy screen patches a salary without the /employee prefix (reference §15.2). */
    salaryShort: "/monthly-salary/update/:id/",
  },
  transports: {
    list: "/transports/",
    create: "/transports/create/",
    item: "/transports/:id/",
    day: "/transports/day/",
    orders: "/transports/orders/",
    orderCreate: "/transports/orders/create/",
    order: "/transports/orders/:id/",
  },
  hotels: {
    list: "/hotels/",
    create: "/hotels/create/",
    item: "/hotels/:id/",
    update: "/hotels/update/:id/",
    delete: "/hotels/delete/:id/",
    /** Rooms and the bookings overlapping a window: the occupancy chart. */
    occupancy: "/hotels/:id/occupancy/",
    /** A day's arrivals and departures. */
    movements: "/hotels/:id/movements/",
  },
  rooms: {
    list: "/rooms/",
    create: "/rooms/create/",
    item: "/rooms/:id/",
    update: "/rooms/update/:id/",
    delete: "/rooms/delete/:id/",
    deleteGroup: "/rooms/delete/group/",
    ofHotel: "/rooms/rooms_of_hotel/:id/",
    /** Free beds per room of a hotel for a stay (the booking form). */
    available: "/rooms/available/",
    roomTypes: "/rooms/room_types/",
    roomTypeCreate: "/rooms/room_type/create/",
    roomType: "/rooms/room_type/:id/",
    roomTypeUpdate: "/rooms/room_type/update/:id/",
    roomTypeDelete: "/rooms/room_type/delete/:id/",
  },
  guests: {
    list: "/guests/",
    ofHotel: "/guests/of-hotel/:id/",
  },
  hotelOrders: {
    list: "/orders/hotel_orders/",
    active: "/orders/hotel_orders/active/",
    planned: "/orders/hotel_orders/planned/",
    completed: "/orders/hotel_orders/no-active/",
    create: "/orders/hotel_order/create/",
    item: "/orders/hotel_order/:id/",
    delete: "/orders/hotel_order/delete/:id/",
  },
  /** Reference §17.2: `/statistics/<block>/` for every block; order analytics beside them. */
  statistics: {
    block: "/statistics/:block/",
    orderAnalytics: "/statistics/order-analytics/",
  },
} as const;

/** Fill `:name` parameters: pathOf("/users/:id/", { id }) -> "/users/<id>/". */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
