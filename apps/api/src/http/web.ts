import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * non-API path so the client router can take it.
 */
export async function serveWeb(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname.startsWith("/api/")) {
      return reply.status(404).send({ detail: "Sahifa topilmadi" });
    }
    if (path.extname(pathname)) {
      return reply.sendFile(pathname.slice(1), { cacheControl: false });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
  });
}
