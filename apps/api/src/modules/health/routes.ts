import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/health", async (_request, reply) => {
    const ok = await ctx.database.ping();
    return reply.status(ok ? 200 : 503).send(ok ? { status: "ok" } : { status: "unavailable" });
  });
}
