import { API_DOCS } from "./api-docs.ts";
import { AUDIT } from "./audit.ts";
import { AUTH } from "./auth.ts";
import { COUNTERPARTIES } from "./counterparties.ts";
import { GENERAL_EXPENSES } from "./expenses.ts";
import { EXCHANGE_RATES, INVOICES, LEDGER, PAYMENTS } from "./finance.ts";
import { FOOD_ORDERS } from "./food-orders.ts";
import { GUEST_GROUPS } from "./guest-groups.ts";
import { HOTEL_ORDERS } from "./hotel-orders.ts";
import { GUESTS, HOTELS } from "./hotels.ts";
import { EMPLOYEES, EXPENSES, PAYROLL, SALARIES } from "./hr.ts";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "./kitchen-catalogs.ts";
import { DISHES } from "./kitchen-dishes.ts";
import { INGREDIENTS } from "./kitchen-ingredients.ts";
import { MENUS } from "./kitchen-menus.ts";
import { KITCHEN_PLAN } from "./kitchen-plan.ts";
import { PILGRIMS } from "./pilgrims.ts";
import { PRODUCTS } from "./kitchen-products.ts";
import { PROFILE } from "./profile.ts";
import { RATIONS } from "./kitchen-rations.ts";
import { STOCK_BATCHES } from "./kitchen-stock.ts";
import { ROOM_TYPES, ROOMS } from "./rooms.ts";
import { ROOMING } from "./rooming.ts";
import { SEARCH } from "./search.ts";
import { SETTINGS } from "./settings.ts";
import { ORDER_ANALYTICS, STATISTICS_BLOCKS, STATISTICS_EXPORT } from "./statistics.ts";
import { TRANSFERS, VEHICLES } from "./taxi.ts";
import { DRIVERS, PLACES } from "./taxi-catalog.ts";
import { FLIGHTS } from "./flights.ts";
import { USERS } from "./users.ts";

/**
 * Every endpoint of the API, by group: what the server registers and the OpenAPI document
 * describes. Screens import only their own area's group, never this whole table.
 */
export const ROUTE_TABLE = {
  auth: AUTH,
  users: USERS,
  profile: PROFILE,
  apiDocs: API_DOCS,
  settings: SETTINGS,
  counterAgents: COUNTERPARTIES,
  guestGroups: GUEST_GROUPS,
  pilgrims: PILGRIMS,
  employees: EMPLOYEES,
  expenses: EXPENSES,
  salaries: SALARIES,
  payroll: PAYROLL,
  generalExpenses: GENERAL_EXPENSES,
  exchangeRates: EXCHANGE_RATES,
  invoices: INVOICES,
  payments: PAYMENTS,
  ledger: LEDGER,
  hotels: HOTELS,
  guests: GUESTS,
  rooms: ROOMS,
  roomTypes: ROOM_TYPES,
  hotelOrders: HOTEL_ORDERS,
  rooming: ROOMING,
  productSections: PRODUCT_SECTIONS,
  units: UNITS,
  dishSections: DISH_SECTIONS,
  products: PRODUCTS,
  stockBatches: STOCK_BATCHES,
  ingredients: INGREDIENTS,
  dishes: DISHES,
  menus: MENUS,
  rations: RATIONS,
  foodOrders: FOOD_ORDERS,
  kitchenPlan: KITCHEN_PLAN,
  vehicles: VEHICLES,
  transfers: TRANSFERS,
  places: PLACES,
  drivers: DRIVERS,
  flights: FLIGHTS,
  statistics: STATISTICS_BLOCKS,
  statisticsExport: STATISTICS_EXPORT,
  orderAnalytics: ORDER_ANALYTICS,
  search: SEARCH,
  audit: AUDIT,
};
