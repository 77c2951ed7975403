import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { findImage, notModified } from "./service.ts";

/** An image's URL names content that never changes: caches may keep it for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Uploaded images under /media/, from the database, so every process serves every image. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/media/*", async (request, reply) => {
    const image = await findImage(ctx.db, (request.params as { "*": string })["*"]);
    reply.headers({ etag: image.etag, "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" });
    if (notModified(request.headers["if-none-match"], image.etag)) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
}
