import type { Currency } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { currentSettings } from "./service.ts";

/**
 * The currency every price of the business is in: the settings' operating currency. Inside a
 * transaction pass it as `db`: the embedded database has one connection, held by the transaction.
 */
export async function operatingCurrency(ctx: AppContext, db: Db | Tx = ctx.db): Promise<Currency> {
  return (await currentSettings(db)).operating_currency;
}
