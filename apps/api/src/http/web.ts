import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, each file as the .br or .gz the build
 * made beside it when the browser takes that encoding, and index.html for every other non-API path
 * so the client router can take it.
 */
export async function serveWeb(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    // Its own header would be written over the one set here (public, max-age=0 on every file), for
    // the files it serves and those sendFile sends alike.
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      // The same address answers br, gzip or plain by the request's Accept-Encoding.
      response.setHeader("vary", "accept-encoding");
    },
  });
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname.startsWith("/api/")) {
      return reply.status(404).send({ detail: "Sahifa topilmadi" });
    }
    return reply.sendFile(path.extname(pathname) ? pathname.slice(1) : "index.html");
  });
}
