import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { mediaRoot } from "./storage.ts";

/** Uploaded images under /media/: stored under unique names, so a file never changes once served. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const root = mediaRoot(ctx);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    immutable: true,
    maxAge: "365d",
  });
}
