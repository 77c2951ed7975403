import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./context.ts";
import { normalizeStoredNames } from "./db/stored-names.ts";
import { normalizeStoredPhones } from "./db/stored-phones.ts";
import { importLegacyImages } from "./modules/media/legacy-files.ts";
import { firstRun } from "./seed/first-run.ts";
import { runOnce } from "./seed/runs.ts";

/** The marker of the one pass that rewrote the phone numbers saved before the phone rule. */
const PHONES_E164_MARKER = "phones-e164";
/** The marker of the one pass that rewrote the names saved before names had one form. */
const NAMES_ONE_FORM_MARKER = "names-one-form";

/**
 * Migrations, moving images uploaded as files into the database, rewriting old phone numbers and
 * names and the first-run seed, by one process at a time of all those sharing the database: two
 * started together would otherwise race to create the same tables and each create a first superuser.
 */
export function prepareDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  return ctx.database.exclusively(async () => {
    await ctx.database.migrate();
    await importLegacyImages(ctx, log);
    await runOnce(ctx, PHONES_E164_MARKER, async (tx) => {
      const rewritten = await normalizeStoredPhones(tx);
      if (rewritten) log.info(`Rewrote ${rewritten} phone numbers in E.164.`);
    });
    await runOnce(ctx, NAMES_ONE_FORM_MARKER, async (tx) => {
      const { rewritten, kept } = await normalizeStoredNames(tx);
      if (rewritten) log.info(`Rewrote ${rewritten} names in their one form.`);
      if (kept) log.warn(`Kept ${kept} names as typed: their one form is another record's name.`);
    });
    await firstRun(ctx, log);
  });
}
