import Fastify, { type FastifyInstance } from "fastify";

/**
 * A bare Fastify route answering a fixed body from memory on the same path: the ceiling the
 * real endpoint is measured against (no auth, validation or database).
 */
export async function startBaseline(
  route: string,
  body: string,
  method: "GET" | "POST" = "GET",
): Promise<{ server: FastifyInstance; origin: string }> {
  const server = Fastify();
  server.route({ method, url: route, handler: (_request, reply) => reply.type("application/json").send(body) });
  const origin = await server.listen({ host: "127.0.0.1", port: 0 });
  return { server, origin };
}
