import { eq, sql } from "drizzle-orm";
import { type DecimalValue, dec, moneyNumber, moneyText } from "@app/contract/decimal";
import { type Principal, can } from "@app/contract/roles";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { counterparties } from "../../db/schema/index.ts";
import { HttpError, forbidden } from "../../http/errors.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { balanceOf } from "./ledger.ts";

/**
 * How a new order meets its agent's credit limit: checked, overridden on purpose by whoever keeps
 * the ledger, or exempt (the kitchen plan's confirmation, which only warns).
 */
export type CreditCheck = "check" | "override" | "exempt";

const OVERRIDE_FORBIDDEN = "Kredit limitini faqat rahbar chetlab o'ta oladi";

/** The check a caller's `override_credit` asks for; from anyone who does not keep the ledger it is a 403. */
export function creditCheckFor(user: Principal, overrideCredit: boolean | undefined): CreditCheck {
  if (!overrideCredit) return "check";
  if (!can(user, "finance", "write")) throw forbidden(OVERRIDE_FORBIDDEN);
  return "override";
}

/**
 * Holds an agent's balance still until the transaction ends: issuing an invoice takes it before
 * the balance grows, an order's credit check before it reads the balance, so a check never passes
 * on a balance an issue is about to raise. An advisory lock, not the agent's row: orders already
 * hold that row in share mode, and two of them upgrading it would deadlock.
 */
export async function lockAgentBalance(tx: Tx, agentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agent-balance:${agentId}`}, 0))`);
}

/**
 * Refuses an order that would take its agent's balance (issued invoices less payments) past the
 * agent's credit limit, with a 400 that names the limit, the balance and the order. Call it inside
 * the order's transaction: the agent's row stays locked until the order commits.
 */
export async function checkCreditLimit(
  ctx: AppContext,
  tx: Tx,
  counterpartyId: string | null,
  orderAmount: DecimalValue,
  check: CreditCheck,
): Promise<void> {
  if (check !== "check" || !counterpartyId) return;
  const [agent] = await tx.select({ limit: counterparties.creditLimit }).from(counterparties).where(eq(counterparties.id, counterpartyId));
  if (!agent || agent.limit === null) return;
  // Only an agent with a limit is locked, so orders of the others never queue here.
  await lockAgentBalance(tx, counterpartyId);
  const balance = dec(await balanceOf(tx, counterpartyId));
  if (balance.plus(orderAmount).lessThanOrEqualTo(agent.limit)) return;
  const currency = await operatingCurrency(ctx, tx);
  throw new HttpError(400, {
    code: "credit_limit",
    credit_limit: moneyNumber(agent.limit),
    balance: moneyNumber(balance),
    order_amount: moneyNumber(orderAmount),
    detail: `Kredit limiti oshadi: limit ${moneyText(agent.limit)} ${currency}, balans ${moneyText(balance)} ${currency}, buyurtma ${moneyText(orderAmount)} ${currency}`,
  });
}
