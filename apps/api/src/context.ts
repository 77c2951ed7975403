import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Authenticate } from "./http/auth.ts";
import type { Mailer } from "./modules/mail/mailer.ts";

/**
 * What every service needs: the database, the configuration, mail and a clock tests can move;
 * and what the routes ask who is calling.
 */
export type AppContext = {
  database: Database;
  db: Database["db"];
  config: Config;
  mailer: Mailer;
  now: () => Date;
  authenticate: Authenticate;
};
