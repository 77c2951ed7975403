import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { LEDGER } from "@app/contract/endpoints/finance";
import { activeCounterparty, api } from "../kitchen/testing.ts";
import { type FinanceClient, financeClient, issuedInvoice } from "./testing.ts";

let t: TestApp;
let finance: FinanceClient;

beforeAll(async () => {
  t = await createTestApp({ start: new Date("2025-06-15T09:00:00Z") });
  finance = financeClient(t, (await t.userWithRole("ceo")).headers);
  await finance.rate("USD", "01.05.2025", "3.7512");
  await finance.rate("USD", "20.05.2025", "3.7498");
  await finance.rate("UZS", "01.05.2025", "0.000296");
  await finance.rate("UZS", "15.05.2025", "0.0002937");
});
afterAll(() => t.close());

const cents = (value: number) => Math.round(value * 100);
const day = (n: number) => `${String(n).padStart(2, "0")}.05.2025`;

const documentArb = fc.record({
  kind: fc.constantFrom("invoice", "payment", "allocated payment"),
  currency: fc.constantFrom("SAR", "USD", "UZS"),
  day: fc.integer({ min: 1, max: 31 }),
  amount: fc.integer({ min: 1, max: 5_000_000 }).map((value) => (value / 100).toFixed(2)),
});

describe("an agent's statement", () => {
  it("closes at opening + invoices − payments (+ exchange differences) over any sequence and any cut", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(documentArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 31 }), async (documents, cut) => {
        const agent = await activeCounterparty(t);
        const open: Array<{ id: string; currency: string; balance: number }> = [];
        for (const document of documents) {
          if (document.kind === "invoice") {
            const invoice = await issuedInvoice(finance, agent, document.currency, day(document.day), document.amount);
            open.push({ id: invoice.id, currency: invoice.currency, balance: invoice.total });
          } else {
            const target = document.kind === "allocated payment" ? open.find((invoice) => invoice.currency === document.currency && invoice.balance > 0) : undefined;
            const share = target ? Math.min(target.balance, Number(document.amount)) : 0;
            await finance.pay({
              counter_agent: agent,
              date: day(document.day),
              amount: document.amount,
              currency: document.currency,
              method: "bank",
              allocations: target ? [{ invoice: target.id, amount: share.toFixed(2) }] : [],
            });
            if (target) target.balance = (cents(target.balance) - cents(share)) / 100;
          }
        }
        const whole = await finance.statement(agent);
        const sum = (type: string) => whole.lines.filter((line) => line.type === type).reduce((total, line) => total + cents(line.amount), 0);
        expect(whole.opening_balance).toBe(0);
        expect(cents(whole.closing_balance)).toBe(sum("invoice") + sum("payment") + sum("exchange_difference"));
        let running = 0;
        for (const line of whole.lines) {
          running += cents(line.amount);
          expect(cents(line.balance)).toBe(running);
        }
        // Cut anywhere: the part before closes where the part after opens, and both add up.
        const before = await finance.statement(agent, `date_to=2025-05-${String(cut - 1 || 1).padStart(2, "0")}`);
        const after = await finance.statement(agent, `date_from=2025-05-${String(cut).padStart(2, "0")}`);
        if (cut > 1) expect(after.opening_balance).toBe(before.closing_balance);
        const afterSum = after.lines.reduce((total, line) => total + cents(line.amount), 0);
        expect(cents(after.closing_balance)).toBe(cents(after.opening_balance) + afterSum);
        expect(after.closing_balance).toBe(whole.closing_balance);
        const balances = await finance.raw("GET", `${api(LEDGER.balances.path)}?counter_agent=${agent}`);
        expect(balances.json().results[0].balance).toBe(whole.closing_balance);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("leaves an invoice fully paid in its own currency owing exactly nothing, however its payments split it", async () => {
    const shareArb = fc.record({
      day: fc.integer({ min: 1, max: 31 }),
      // Mostly a few cents, where the roundings of the shares and of the whole disagree most.
      cents: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 2_000_000 })),
      // A payment may also pay a second invoice, so its own shares must add up too.
      alsoOther: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("USD", "UZS"), fc.integer({ min: 1, max: 31 }), fc.array(shareArb, { minLength: 2, maxLength: 6 }), async (currency, invoiceDay, shares) => {
        const agent = await activeCounterparty(t);
        const totalCents = shares.reduce((total, share) => total + share.cents, 0);
        const invoice = await issuedInvoice(finance, agent, currency, day(invoiceDay), (totalCents / 100).toFixed(2));
        const other = await issuedInvoice(finance, agent, currency, day(invoiceDay), (shares.length * 0.07).toFixed(2));
        for (const share of shares) {
          const amount = (share.cents + (share.alsoOther ? 7 : 0)) / 100;
          const allocations = [{ invoice: invoice.id, amount: (share.cents / 100).toFixed(2) }];
          if (share.alsoOther) allocations.push({ invoice: other.id, amount: "0.07" });
          await finance.pay({ counter_agent: agent, date: day(share.day), amount: amount.toFixed(2), currency, method: "bank", allocations });
        }
        const paidOff = await finance.invoice(invoice.id);
        expect(paidOff).toMatchObject({ status: "paid", balance: 0 });
        const otherLeft = Math.round((other.total - shares.filter((share) => share.alsoOther).length * 0.07) * 100) / 100;
        const whole = await finance.statement(agent);
        const sum = whole.lines.reduce((total, line) => total + cents(line.amount), 0);
        expect(cents(whole.closing_balance)).toBe(sum);
        // All that is owed is the other invoice's rest, at its own rate.
        const [balance] = (await finance.raw("GET", `${api(LEDGER.balances.path)}?counter_agent=${agent}`)).json().results;
        expect(balance).toMatchObject({ credit: 0, balance: whole.closing_balance });
        if (otherLeft === 0) expect(whole.closing_balance).toBe(0);
        expect(balance.overdue_total).toBe(whole.closing_balance);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
