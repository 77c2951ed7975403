import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

/**
 * What the built web app needs and nothing more. Scripts only from its own files. Styles may be
 * inline because Radix's scroll lock and the toasts insert <style> elements at run time, the
 * scroll lock's with values measured then, so neither a hash nor a static nonce could name them.
 * Images come from /media/, from data: URLs (Vite inlines small assets such as the login
 * background) and from blob: URLs (the preview of an image chosen for upload).
 * No upgrade-insecure-requests: a deployment reached over plain http would lose every asset.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Built once: the headers are the same on every response. */
const helmetHeaders = helmet({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: { action: "deny" },
  referrerPolicy: { policy: "same-origin" },
  // Helmet would send it on plain http too; a browser reached that way must not be told to switch.
  strictTransportSecurity: false,
});

/** A year; without includeSubDomains, since other hosts of the company's domain are not this app's to decide. */
const HSTS = "max-age=31536000";

function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  helmetHeaders(request.raw, reply.raw, () => undefined);
  // request.protocol honours X-Forwarded-Proto only from a proxy listed in TRUST_PROXY.
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
}

/** Security headers on every routed response (pages, API answers, 404s, refused bodies). */
export function securityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => applySecurityHeaders(request, reply));
}

/** Fastify answers a malformed URL before any hook runs: its error handler adds the headers itself. */
export function withSecurityHeaders<E>(handler: (error: E, request: FastifyRequest, reply: FastifyReply) => unknown) {
  return (error: E, request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(request, reply);
    return handler(error, request, reply);
  };
}
