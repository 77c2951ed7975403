/**
 * The server's Content-Security-Policy forbids eval. Zod would otherwise try `new Function` when
 * it builds an object schema, to compile a faster parser: the browser refuses and reports a
 * violation. Imported first by main.tsx, so it is set before any schema is built. This is the
 * object `z.config()` writes to; importing zod's config here would put zod's core on the login
 * page.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
