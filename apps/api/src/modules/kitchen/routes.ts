import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { catalogsRoutes } from "./catalogs/routes.ts";
import { dishRoutes } from "./dishes/routes.ts";
import { ingredientRoutes } from "./ingredients/routes.ts";
import { menuRoutes } from "./menus/routes.ts";
import { productRoutes } from "./products/routes.ts";
import { rationRoutes } from "./rations/routes.ts";
import { warehouseRoutes } from "./warehouse/routes.ts";

/** The kitchen: catalogs, products, the warehouse, ingredient lines, dishes, menus and rations. */
export function kitchenRoutes(app: FastifyInstance, ctx: AppContext) {
  catalogsRoutes(app, ctx);
  productRoutes(app, ctx);
  warehouseRoutes(app, ctx);
  ingredientRoutes(app, ctx);
  dishRoutes(app, ctx);
  menuRoutes(app, ctx);
  rationRoutes(app, ctx);
}
