import { allowed, endpoint } from "../endpoint.ts";
import { idParams } from "../schemas/common.ts";
import {
  groupMeals,
  kitchenPlan,
  menuCycle,
  menuCycleInput,
  planConfirmInput,
  planConfirmResult,
  planOrders,
  planQuery,
  planReduceInput,
  purchaseList,
  rangeQuery,
} from "../schemas/kitchen-plan.ts";

const read = allowed("kitchen_plan", "read");
const write = allowed("kitchen_plan", "write");

/** The kitchen plans from who stays where: the menu cycle, the day's plan, what to buy, and confirming a day into food orders. */
export const KITCHEN_PLAN = {
  cycle: endpoint({
    method: "GET",
    path: "/kitchen/menu-cycle/",
    access: read,
    summary: "The menu cycle: the rations served day by day from a start date, repeating, and each diet's own cycle",
    response: menuCycle,
  }),
  replaceCycle: endpoint({
    method: "PUT",
    path: "/kitchen/menu-cycle/",
    access: write,
    summary: "Replace the menu cycle and the diets' cycles",
    body: menuCycleInput,
    response: menuCycle,
  }),
  plan: endpoint({
    method: "GET",
    path: "/kitchen/plan/",
    access: read,
    summary: "A day's plan: per meal the menu and each hotel's head counts by diet, the dishes, the products against usable stock, the cost",
    query: planQuery,
    response: kitchenPlan,
  }),
  export: endpoint({
    method: "GET",
    path: "/kitchen/plan/export/",
    access: read,
    summary: "The day's production sheet (xlsx): per kitchen section the dishes and portions; per hotel and meal the head counts",
    query: planQuery,
    file: "xlsx",
  }),
  orders: endpoint({
    method: "GET",
    path: "/kitchen/plan/orders/",
    access: read,
    summary: "The food orders a day's confirmation placed, per stay, meal and menu, beside who eats it now",
    query: planQuery,
    response: planOrders,
  }),
  confirm: endpoint({
    method: "POST",
    path: "/kitchen/plan/confirm/",
    access: write,
    summary: "Place the day's food orders and take their stock, all or nothing; again, only for head counts that grew",
    body: planConfirmInput,
    response: planConfirmResult,
  }),
  reduce: endpoint({
    method: "POST",
    path: "/kitchen/plan/reduce/",
    access: write,
    summary: "For a stay whose head count fell: cancel its orders of the day (stock returned) and place them again at the new count",
    body: planReduceInput,
    response: planOrders,
  }),
  purchaseList: endpoint({
    method: "GET",
    path: "/kitchen/purchase-list/",
    access: read,
    summary: "What to buy for the unconfirmed days of a range: required, usable stock, par level and to buy per product",
    query: rangeQuery,
    response: purchaseList,
    xlsx: true,
  }),
  groupMeals: endpoint({
    method: "GET",
    path: "/kitchen/plan/group/:id/",
    access: allowed(["kitchen_plan", "guest_groups"], "read"),
    summary: "Per day, the meals each stay of a guest group includes",
    params: idParams,
    response: groupMeals,
    missing: "Guruh topilmadi",
  }),
};
