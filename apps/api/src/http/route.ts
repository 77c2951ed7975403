import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Access, type BodyOut, type Endpoint, type ParamsOut, type QueryOut, type ResponseOf, mayCall } from "@app/contract/endpoint";
import type { AppContext } from "../context.ts";
import { asActor } from "../db/actor.ts";
import type { AuthUser } from "./auth.ts";
import { forbidden, notFound } from "./errors.ts";
import { readUpload } from "./document-upload.ts";
import { readForm } from "./form.ts";
import type { ImageChange } from "./upload.ts";
import { parse } from "./validation.ts";
import { wantsXlsx } from "./xlsx-export.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route table entry a route was registered from. */
    endpoint?: Endpoint;
  }
}

/** The caller as the endpoint's access makes it: nobody in particular on a public endpoint. */
type CallerOf<E extends Endpoint> = E["access"] extends { kind: "public" } ? undefined : AuthUser;

/** What a handler gets: the parsed parts of the request, the caller, and the raw request and reply. */
export type HandlerInput<E extends Endpoint> = {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  user: CallerOf<E>;
  /** The query asked for the Excel file of an `xlsx` endpoint. */
  xlsx: boolean;
  /** A form endpoint's image change: kept (undefined), removed (null) or replaced. */
  image: ImageChange;
  /** An upload endpoint's document. */
  file: Buffer;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the endpoint's response, or the reply it has already sent (a file). */
export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<ResponseOf<E> | FastifyReply>;

/** The endpoint's path and its legacy aliases (the router ignores a trailing slash on each). */
function pathsOf(endpoint: Endpoint): string[] {
  return [endpoint.path, ...(endpoint.aliases ?? [])];
}

function guard(ctx: AppContext, access: Access) {
  if (access.kind === "public") return [];
  return [
    async (request: FastifyRequest) => {
      const user = await ctx.authenticate(request);
      if (!mayCall(user, access)) throw forbidden();
      request.user = user;
    },
  ];
}

/**
 * Problems with an answer are the server's own fault: in tests (`checkResponses`) an answer
 * that does not match its schema fails the request, so a drifting shape fails a test first.
 */
function checked(ctx: AppContext, endpoint: Endpoint, result: unknown): unknown {
  if (!ctx.config.checkResponses || !endpoint.response) return result;
  const outcome = endpoint.response.safeParse(result);
  if (!outcome.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered a body its schema refuses: ${JSON.stringify(outcome.error.issues)}`,
    );
  }
  return result;
}

/**
 * Registers one endpoint of the contract's route table: the caller is checked before the body is
 * read, then the path parameters (a malformed id is a missing row), the query and the body are
 * parsed with the endpoint's schemas before the handler runs.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
) {
  for (const url of pathsOf(endpoint)) {
    app.route({
      method: endpoint.method,
      url,
      config: { endpoint },
      onRequest: guard(ctx, endpoint.access),
      handler: async (request, reply) => {
        const params = endpoint.params ? parseParams(endpoint, request.params) : undefined;
        const query = endpoint.query ? parse(endpoint.query, request.query) : undefined;
        const xlsx = endpoint.xlsx === true && wantsXlsx(request);
        const upload = endpoint.upload ? await readUpload(request) : undefined;
        const form = endpoint.form
          ? await readForm(request, endpoint.body)
          : { body: upload ? upload.fields : request.body, image: undefined };
        const body = endpoint.body ? parse(endpoint.body, form.body) : undefined;
        // A handler may choose another 2xx for one answer (a create that found nothing to create).
        reply.status(endpoint.status ?? 200);
        const input = {
          params,
          query,
          body,
          user: request.user,
          xlsx,
          image: form.image,
          file: upload?.file,
          request,
          reply,
        } as HandlerInput<E>;
        // A write's changes are journaled under its caller; reads leave the connections as they are.
        const result = await (request.user && endpoint.method !== "GET"
          ? asActor(request.user.id, () => handler(input))
          : handler(input));
        if (reply.sent || result === reply) return reply;
        if (endpoint.status === 204) return reply.send();
        return reply.send(checked(ctx, endpoint, result));
      },
    });
  }
}

function parseParams(endpoint: Endpoint, params: unknown) {
  const result = endpoint.params!.safeParse(params);
  if (!result.success) throw notFound(endpoint.missing);
  return result.data;
}
