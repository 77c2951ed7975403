/**
 * API paths exactly as the product spec (§7) lists them, relative to API_BASE. The server
 * registers each with and without a trailing slash; `:id` style parameters are written as
 * Fastify expects and as the web client fills them with `pathOf`.
 */
export const API_BASE = "/api/v1";

export const PATHS = {
  counterAgents: {
    list: "/counter_agents/",
    item: "/counter_agents/:id/",
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
  /** The legacy screen lists without the trailing slash; both forms are served. */
  foodOrders: {
    list: "/orders/food_orders/",
    item: "/orders/food_orders/:id/",
  },
  sections: {
    list: "/sections/",
    item: "/sections/:id/",
  },
  measures: {
    list: "/sections/measures/",
    item: "/sections/measures/:id/",
  },
  products: {
    list: "/products/",
    item: "/products/:id/",
    inWarehouse: "/products/in/warehouse/:id/",
    movements: "/products/:id/movements/",
  },
  warehouses: {
    list: "/warehouses/",
    /** GET reads, PATCH corrects, POST `{amount, reason}` writes off. */
    item: "/warehouses/:id/",
  },
  foodSections: {
    list: "/foods/sections/",
    item: "/foods/sections/:id/",
  },
  recipeFoods: {
    list: "/foods/recipe_foods/",
    item: "/foods/recipe_foods/:id/",
    ofFood: "/foods/recipe_foods/on/food/:id/",
  },
  foods: {
    list: "/foods/",
    item: "/foods/:id/",
    ofMenu: "/foods/on/menu/:id/",
  },
  menus: {
    list: "/menus/",
    item: "/menus/:id/",
    ofRation: "/menus/on/recipe/:id/",
  },
  rations: {
    list: "/menus/recipes/",
    item: "/menus/recipes/:id/",
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
