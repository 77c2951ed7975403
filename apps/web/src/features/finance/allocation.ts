import { ZERO, readDecimal } from "@app/contract/decimal";

/** The shares typed against each open invoice, by its id; blank or unreadable counts as none. */
export type Shares = Readonly<Record<string, string>>;

/** The allocations a payment sends: every share above zero, "12,5" read as 12.5. */
export function allocationsOf(shares: Shares): Array<{ invoice: string; amount: string }> {
  return Object.entries(shares).flatMap(([invoice, typed]) => {
    const amount = readDecimal(typed);
    return amount?.greaterThan(0) ? [{ invoice, amount: amount.toFixed() }] : [];
  });
}

/** What of the payment no invoice takes (the agent's credit); below zero when the shares exceed it. */
export function remainingOf(amount: string, shares: Shares): number {
  const total = allocationsOf(shares).reduce((sum, share) => sum.plus(readDecimal(share.amount) ?? ZERO), ZERO);
  return (readDecimal(amount) ?? ZERO).minus(total).toNumber();
}
