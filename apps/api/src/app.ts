import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import type { Endpoint } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { apiDocs } from "./http/api-docs.ts";
import { closeConnectionsWhenClosing } from "./http/draining.ts";
import { handleError, registerErrorHandler } from "./http/errors.ts";
import { securityHeaders, withSecurityHeaders } from "./http/security-headers.ts";
import { serveWeb } from "./http/web.ts";
import { authenticate } from "./modules/auth/authenticate.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { counterpartyRoutes } from "./modules/counterparties/routes.ts";
import { generalExpenseRoutes } from "./modules/expenses/routes.ts";
import { financeRoutes } from "./modules/finance/routes.ts";
import { guestGroupRoutes } from "./modules/guest-groups/routes.ts";
import { foodOrderRoutes } from "./modules/food-orders/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { hotelOrderRoutes } from "./modules/hotel-orders/routes.ts";
import { hotelRoutes } from "./modules/hotels/routes.ts";
import { roomRoutes } from "./modules/rooms/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { settingsRoutes } from "./modules/settings/routes.ts";
import { hrRoutes } from "./modules/hr/routes.ts";
import { kitchenRoutes } from "./modules/kitchen/routes.ts";
import { kitchenPlanRoutes } from "./modules/kitchen-plan/routes.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { MULTIPART_OPTIONS } from "./http/form.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { orderAnalyticsRoutes } from "./modules/order-analytics/routes.ts";
import { statisticsRoutes } from "./modules/statistics/routes.ts";
import { taxiRoutes } from "./modules/taxi/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";

export type BuildOptions = {
  config: Config;
  database: Database;
  now?: () => Date;
  mailer?: Mailer;
  /** Keep the dev outbox on disk (the running server) or only in memory (API tests). */
  persistOutbox?: boolean;
};

/**
 * No JSON body the app takes comes near 1 MiB. A bigger one is refused by its declared length before
 * a byte is read, or as soon as a chunked one passes it; image uploads have their own limit.
 */
const BODY_LIMIT = 1024 * 1024;

/** A route as registered: the route table entry it came from, if any. */
export type RegisteredRoute = { method: string | string[]; url: string; endpoint: Endpoint | undefined };

/**
 * The whole API, ready for `inject` in tests or `listen` in the server, with every route it
 * registered (so a test can hold the route table and the router to each other).
 */
export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; routes: readonly RegisteredRoute[] }> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // On close: idle keep-alive connections end at once and requests arriving on others get a 503.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    frameworkErrors: withSecurityHeaders(handleError),
  });
  const ctx: AppContext = {
    database,
    db: database.db,
    config,
    mailer: options.mailer ?? createMailer(config, app.log, options.persistOutbox ?? false),
    now: options.now ?? (() => new Date()),
    authenticate: (request) => authenticate(ctx, request),
  };

  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (options) => {
    routes.push({ method: options.method, url: options.url, endpoint: options.config?.endpoint });
  });
  registerErrorHandler(app);
  closeConnectionsWhenClosing(app);
  securityHeaders(app);
  await app.register(multipart, MULTIPART_OPTIONS);
  healthRoutes(app, ctx);
  mediaRoutes(app, ctx);
  await apiDocs(app, ctx);
  await app.register(
    async (api) => {
      authRoutes(api, ctx);
      userRoutes(api, ctx);
      settingsRoutes(api, ctx);
      counterpartyRoutes(api, ctx);
      guestGroupRoutes(api, ctx);
      hotelRoutes(api, ctx);
      roomRoutes(api, ctx);
      hotelOrderRoutes(api, ctx);
      hrRoutes(api, ctx);
      generalExpenseRoutes(api, ctx);
      taxiRoutes(api, ctx);
      kitchenRoutes(api, ctx);
      foodOrderRoutes(api, ctx);
      kitchenPlanRoutes(api, ctx);
      financeRoutes(api, ctx);
      statisticsRoutes(api, ctx);
      orderAnalyticsRoutes(api, ctx);
      searchRoutes(api, ctx);
      auditRoutes(api, ctx);
    },
    { prefix: API_BASE },
  );
  if (config.webDist) await serveWeb(app, config.webDist);
  return { app, ctx, routes };
}
