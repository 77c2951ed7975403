import { expect } from "vitest";
import { EXCHANGE_RATES, INVOICES, LEDGER, PAYMENTS } from "@app/contract/endpoints/finance";
import type { Invoice, Payment, Statement } from "@app/contract/schemas/finance";
import type { TestApp } from "../../test/harness.ts";
import { api } from "../kitchen/testing.ts";

type Headers = { authorization: string };
type Body = Record<string, unknown>;

/** The ledger driven through its HTTP API, failing loudly on any refusal; `raw` answers the response as is. */
export function financeClient(t: TestApp, headers: Headers) {
  const raw = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  async function send<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown): Promise<T> {
    const response = await raw(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.statusCode === 204 ? undefined : response.json()) as T;
  }
  return {
    raw,
    rate: (currency: string, date: string, rate: number | string) =>
      send<{ id: string }>("POST", api(EXCHANGE_RATES.create.path), { currency, date, rate }),
    draft: (body: Body) => send<Invoice>("POST", api(INVOICES.create.path), body),
    issue: (id: string) => send<Invoice>("POST", api(INVOICES.issue.path, { id })),
    invoice: (id: string) => send<Invoice>("GET", api(INVOICES.get.path, { id })),
    pay: (body: Body) => send<Payment>("POST", api(PAYMENTS.create.path), body),
    statement: (agent: string, query = "") =>
      send<Statement>("GET", `${api(LEDGER.statement.path, { id: agent })}?${query}`),
  };
}

export type FinanceClient = ReturnType<typeof financeClient>;

/** A one-line invoice of `amount` in `currency`, issued. */
export async function issuedInvoice(finance: FinanceClient, agent: string, currency: string, date: string, amount: number | string, due = date) {
  const draft = await finance.draft({
    counter_agent: agent,
    currency,
    date,
    due_date: due,
    lines: [{ description: "Xizmat", quantity: 1, unit_price: amount }],
  });
  return finance.issue(draft.id);
}
