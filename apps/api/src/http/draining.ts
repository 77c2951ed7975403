import type { FastifyInstance } from "fastify";

/**
 * Once the server is closing, every response ends its connection. A keep-alive connection whose
 * request finishes during shutdown would otherwise stay open until the client leaves it (up to
 * the keep-alive timeout), and the server cannot finish closing before it does.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
