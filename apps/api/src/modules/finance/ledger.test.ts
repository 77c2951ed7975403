import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { EXCHANGE_RATES, INVOICES, LEDGER, PAYMENTS } from "@app/contract/endpoints/finance";
import type { Invoice } from "@app/contract/schemas/finance";
import { counterparties } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { activeCounterparty, api } from "../kitchen/testing.ts";
import { type FinanceClient, financeClient, issuedInvoice } from "./testing.ts";

let t: TestApp;
let finance: FinanceClient;
let ceo: { authorization: string };
const START = new Date("2025-06-15T09:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ start: START });
  ceo = (await t.userWithRole("ceo")).headers;
  finance = financeClient(t, ceo);
  await finance.rate("USD", "06.06.2025", "3.75"); // a Friday: the weekend keeps it
  await finance.rate("USD", "09.06.2025", "3.76");
  await finance.rate("UZS", "01.06.2025", "0.000296");
});
afterAll(() => t.close());

const lookup = (currency: string, date: string) => finance.raw("GET", `${api(EXCHANGE_RATES.lookup.path)}?currency=${currency}&date=${date}`);

describe("rates", () => {
  it("takes the latest rate on or before the day: the same day, over a weekend, none before the first", async () => {
    expect((await lookup("USD", "2025-06-06")).json()).toEqual({ currency: "USD", date: "06.06.2025", rate: 3.75, rate_date: "06.06.2025" });
    expect((await lookup("USD", "08.06.2025")).json()).toMatchObject({ rate: 3.75, rate_date: "06.06.2025" });
    expect((await lookup("USD", "2025-06-09")).json()).toMatchObject({ rate: 3.76, rate_date: "09.06.2025" });
    const none = await lookup("USD", "2025-06-05");
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe("USD kursi 05.06.2025 yoki undan oldingi kunga kiritilmagan");
    expect((await lookup("SAR", "2000-01-01")).json()).toMatchObject({ rate: 1, rate_date: null });
  });

  it("keeps 12 places, refuses a second rate of a day and a row for the operating currency", async () => {
    const fine = await finance.raw("POST", api(EXCHANGE_RATES.create.path), { currency: "UZS", date: "02.06.2025", rate: "0.000296296296" });
    expect(fine.json().rate).toBe(0.000296296296);
    const twice = await finance.raw("POST", api(EXCHANGE_RATES.create.path), { currency: "UZS", date: "02.06.2025", rate: 1 });
    expect(twice.statusCode).toBe(400);
    const sar = await finance.raw("POST", api(EXCHANGE_RATES.create.path), { currency: "SAR", date: "02.06.2025", rate: 1 });
    expect(sar.statusCode).toBe(400);
    await finance.raw("DELETE", api(EXCHANGE_RATES.remove.path, { id: fine.json().id }));
  });

  it("lets analytics read and not write; other roles not at all", async () => {
    const analytics = (await t.userWithRole("analytics")).headers;
    expect((await t.app.inject({ url: api(EXCHANGE_RATES.list.path), headers: analytics })).statusCode).toBe(200);
    const write = await t.app.inject({ method: "POST", url: api(EXCHANGE_RATES.create.path), headers: analytics, payload: { currency: "USD", date: "01.01.2025", rate: 3 } });
    expect(write.statusCode).toBe(403);
    const hotel = (await t.userWithRole("hotel")).headers;
    expect((await t.app.inject({ url: api(INVOICES.list.path), headers: hotel })).statusCode).toBe(403);
  });
});

describe("invoices", () => {
  it("rounds each line and the conversion once, half-even, per currency", async () => {
    const agent = await activeCounterparty(t);
    const usd = await finance.draft({
      counter_agent: agent,
      currency: "USD",
      date: "07.06.2025",
      due_date: "30.06.2025",
      // 0.125 → 0.12 and 0.375 → 0.38: half-even, not half-up.
      lines: [
        { description: "A", quantity: "0.5", unit_price: "0.25" },
        { description: "B", quantity: "1.5", unit_price: "0.25" },
        { description: "C", quantity: 3, unit_price: "100.10" },
      ],
    });
    expect(usd.lines.map((line) => line.amount)).toEqual([0.12, 0.38, 300.3]);
    expect(usd).toMatchObject({ status: "draft", number: null, rate: 3.75, total: 300.8, total_operating: 1128 });
    const uzs = await finance.draft({
      counter_agent: agent,
      currency: "UZS",
      date: "07.06.2025",
      due_date: "07.06.2025",
      lines: [{ description: "Xizmat", quantity: 1, unit_price: "1012837.50" }],
    });
    // 1 012 837.50 × 0.000296 = 299.79990: 299.80 SAR.
    expect(uzs).toMatchObject({ total: 1012837.5, total_operating: 299.8 });
    const early = await finance.raw("POST", api(INVOICES.create.path), {
      counter_agent: agent,
      currency: "USD",
      date: "01.06.2025",
      due_date: "01.06.2025",
      lines: [{ description: "A", quantity: 1, unit_price: 1 }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().date).toEqual(["USD kursi 01.06.2025 yoki undan oldingi kunga kiritilmagan"]);
  });

  it("edits and deletes drafts only, issues gapless numbers per year, voids with a reason", async () => {
    const agent = await activeCounterparty(t);
    const draft = await finance.draft({ counter_agent: agent, currency: "SAR", date: "10.06.2025", due_date: "10.07.2025", lines: [{ description: "A", quantity: 2, unit_price: 50 }] });
    const edited = await finance.raw("PUT", api(INVOICES.replace.path, { id: draft.id }), {
      counter_agent: agent, currency: "SAR", date: "10.06.2025", due_date: "10.07.2025", lines: [{ description: "B", quantity: 1, unit_price: 70 }],
    });
    expect(edited.json()).toMatchObject({ total: 70, lines: [{ description: "B", amount: 70 }] });
    const issued = await finance.issue(draft.id);
    expect(issued.number).toMatch(/^INV-2025-\d{6}$/);
    expect(issued.status).toBe("issued");
    expect((await finance.raw("PUT", api(INVOICES.replace.path, { id: draft.id }), { counter_agent: agent, currency: "SAR", date: "10.06.2025", due_date: "10.07.2025", lines: [{ description: "C", quantity: 1, unit_price: 1 }] })).statusCode).toBe(400);
    expect((await finance.raw("DELETE", api(INVOICES.remove.path, { id: draft.id }))).statusCode).toBe(400);
    expect((await finance.raw("POST", api(INVOICES.issue.path, { id: draft.id }))).statusCode).toBe(400);
    expect((await finance.raw("POST", api(INVOICES.void.path, { id: draft.id }), {})).statusCode).toBe(400);
    const voided = await finance.raw("POST", api(INVOICES.void.path, { id: draft.id }), { reason: "Xato summa" });
    expect(voided.json()).toMatchObject({ status: "void", void_reason: "Xato summa", balance: 0 });

    const next = await issuedInvoice(finance, agent, "SAR", "11.06.2025", 10);
    const sequence = (invoice: Invoice) => Number(invoice.number!.slice(-6));
    expect(sequence(next)).toBe(sequence(issued) + 1);

    const other = await finance.draft({ counter_agent: agent, currency: "SAR", date: "10.06.2025", due_date: "10.06.2025", lines: [{ description: "A", quantity: 1, unit_price: 1 }] });
    expect((await finance.raw("DELETE", api(INVOICES.remove.path, { id: other.id }))).statusCode).toBe(204);
  });

  it("numbers by the year of the issue day on the business calendar, not of the invoice's date", async () => {
    const agent = await activeCounterparty(t);
    const postDated = await issuedInvoice(finance, agent, "SAR", "02.01.2026", 10);
    expect(postDated.number).toMatch(/^INV-2025-\d{6}$/);
    const lastOf2025 = Number(postDated.number!.slice(-6));
    // 21:30 UTC on New Year's Eve is already 1 January in Riyadh.
    t.clock.set(new Date("2025-12-31T21:30:00Z"));
    try {
      const finance = financeClient(t, (await t.userWithRole("ceo")).headers);
      const backDated = await issuedInvoice(finance, agent, "SAR", "30.12.2025", 10);
      expect(backDated.number).toBe("INV-2026-000001");
      t.clock.set(new Date("2025-12-31T20:30:00Z"));
      const lateIn2025 = await issuedInvoice(finance, agent, "SAR", "31.12.2025", 10);
      expect(lateIn2025.number).toBe(`INV-2025-${String(lastOf2025 + 1).padStart(6, "0")}`);
    } finally {
      t.clock.set(START);
    }
  });

  it("numbers 20 invoices issued at once 20 consecutive numbers", async () => {
    const agent = await activeCounterparty(t);
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () => finance.draft({ counter_agent: agent, currency: "SAR", date: "01.03.2027", due_date: "01.03.2027", lines: [{ description: "A", quantity: 1, unit_price: 1 }] })),
    );
    t.clock.set(new Date("2027-03-01T09:00:00Z"));
    const later = financeClient(t, (await t.userWithRole("ceo")).headers);
    const issued = await Promise.all(drafts.map((draft) => later.issue(draft.id))).finally(() => t.clock.set(START));
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-2027-${String(index + 1).padStart(6, "0")}`));
  });
});

describe("payments", () => {
  it("allocates partly, refuses over-allocation, keeps the rest as credit, and blocks a void until freed", async () => {
    const agent = await activeCounterparty(t);
    const invoice = await issuedInvoice(finance, agent, "SAR", "10.06.2025", 1000);
    const payment = await finance.pay({ counter_agent: agent, date: "12.06.2025", amount: 600, currency: "SAR", method: "bank", reference: "TX-1", allocations: [{ invoice: invoice.id, amount: 400 }] });
    expect(payment).toMatchObject({ allocated: 400, unallocated: 200, amount_operating: 600 });
    expect(await finance.invoice(invoice.id)).toMatchObject({ status: "partially_paid", paid: 400, balance: 600 });

    const overPayment = await finance.raw("POST", api(PAYMENTS.create.path), { counter_agent: agent, date: "12.06.2025", amount: 100, currency: "SAR", method: "cash", allocations: [{ invoice: invoice.id, amount: 150 }] });
    expect(overPayment.statusCode).toBe(400);
    expect(overPayment.json().allocations).toEqual(["Taqsimlangan summa to'lov summasidan oshmasligi kerak"]);
    const overInvoice = await finance.raw("POST", api(PAYMENTS.create.path), { counter_agent: agent, date: "12.06.2025", amount: 900, currency: "SAR", method: "cash", allocations: [{ invoice: invoice.id, amount: 601 }] });
    expect(overInvoice.json()["allocations.0.amount"]).toEqual(["Hisob-faktura qoldig'i 600.00 SAR: undan ko'p taqsimlanmaydi"]);
    const otherCurrency = await finance.raw("POST", api(PAYMENTS.create.path), { counter_agent: agent, date: "12.06.2025", amount: 10, currency: "USD", method: "cash", allocations: [{ invoice: invoice.id, amount: 1 }] });
    expect(otherCurrency.json()["allocations.0.invoice"]).toEqual(["Hisob-faktura valyutasi to'lov valyutasidan farq qiladi"]);

    const refused = await finance.raw("POST", api(INVOICES.void.path, { id: invoice.id }), { reason: "Xato" });
    expect(refused.statusCode).toBe(400);
    const freed = await finance.raw("PUT", api(PAYMENTS.allocate.path, { id: payment.id }), { allocations: [] });
    expect(freed.json()).toMatchObject({ allocated: 0, unallocated: 600 });
    expect((await finance.raw("POST", api(INVOICES.void.path, { id: invoice.id }), { reason: "Xato" })).statusCode).toBe(200);

    const full = await issuedInvoice(finance, agent, "SAR", "13.06.2025", 600);
    await finance.raw("PUT", api(PAYMENTS.allocate.path, { id: payment.id }), { allocations: [{ invoice: full.id, amount: 600 }] });
    expect(await finance.invoice(full.id)).toMatchObject({ status: "paid", balance: 0, payments: [{ payment: payment.id, amount: 600, reference: "TX-1" }] });
  });

  it("shows what two rates make of one amount as an exchange difference, not a debt", async () => {
    const agent = await activeCounterparty(t);
    const invoice = await issuedInvoice(finance, agent, "USD", "07.06.2025", 100); // 375 SAR
    await finance.pay({ counter_agent: agent, date: "10.06.2025", amount: 100, currency: "USD", method: "bank", allocations: [{ invoice: invoice.id, amount: 100 }] }); // 376 SAR
    const statement = await finance.statement(agent);
    expect(statement.lines.map((line) => [line.type, line.amount, line.balance])).toEqual([
      ["invoice", 375, 375],
      ["payment", -376, -1],
      ["exchange_difference", 1, 0],
    ]);
    expect(statement.closing_balance).toBe(0);
  });
});

describe("statement and balances", () => {
  it("opens with what came before, runs the balance, leaves drafts and void invoices out, and exports", async () => {
    const agent = await activeCounterparty(t);
    await issuedInvoice(finance, agent, "SAR", "01.05.2025", 500, "10.05.2025");
    const voided = await issuedInvoice(finance, agent, "SAR", "02.06.2025", 999);
    await finance.raw("POST", api(INVOICES.void.path, { id: voided.id }), { reason: "Xato" });
    await finance.draft({ counter_agent: agent, currency: "SAR", date: "03.06.2025", due_date: "03.06.2025", lines: [{ description: "A", quantity: 1, unit_price: 7 }] });
    const june = await issuedInvoice(finance, agent, "SAR", "05.06.2025", 300, "05.06.2025");
    await finance.pay({ counter_agent: agent, date: "06.06.2025", amount: 200, currency: "SAR", method: "cash" });
    const statement = await finance.statement(agent, "date_from=2025-06-01&date_to=2025-06-30");
    expect(statement).toMatchObject({ opening_balance: 500, closing_balance: 600, currency: "SAR" });
    expect(statement.lines).toEqual([
      { date: "05.06.2025", type: "invoice", number: june.number, currency: "SAR", amount_currency: 300, amount: 300, balance: 800 },
      { date: "06.06.2025", type: "payment", number: null, currency: "SAR", amount_currency: -200, amount: -200, balance: 600 },
    ]);
    const file = await finance.raw("GET", `${api(LEDGER.statement.path, { id: agent })}?format=xlsx`);
    expect(file.headers["content-type"]).toContain("spreadsheetml");

    // On 15.06.2025: the May invoice is 36 days late, the June one 10; the 200 paid is credit.
    const balances = (await finance.raw("GET", `${api(LEDGER.balances.path)}?counter_agent=${agent}`)).json();
    expect(balances.results).toEqual([
      {
        counter_agent: agent,
        counter_agent_name: expect.any(String),
        credit_limit: null,
        invoiced: 800,
        paid: 200,
        credit: 200,
        balance: 600,
        overdue: { d0_30: 300, d31_60: 500, d61_90: 0, d90_plus: 0 },
        overdue_total: 800,
      },
    ]);
  });

  it("keeps a counter agent with invoices or payments from deletion (423)", async () => {
    const agent = await activeCounterparty(t);
    await finance.pay({ counter_agent: agent, date: "06.06.2025", amount: 1, currency: "SAR", method: "cash" });
    const admin = (await t.userWithRole("admin")).headers;
    const response = await t.app.inject({ method: "DELETE", url: api(COUNTERPARTIES.remove.path, { id: agent }), headers: admin });
    expect(response.statusCode).toBe(423);
  });
});

describe("searching invoices and payments", () => {
  it("finds a document by each word in its number or reference, or in its counterparty's name", async () => {
    const named = async (name: string) =>
      (await t.ctx.db.insert(counterparties).values({ name, address: "Makka", counterpartyType: "B2B", status: true }).returning({ id: counterparties.id }))[0].id;
    const baraka = await named("Baraka Qidiruv Savdo");
    const nur = await named("Nur Qidiruv Travel");
    const barakaInvoice = await issuedInvoice(finance, baraka, "SAR", "16.06.2025", 100);
    const nurInvoice = await issuedInvoice(finance, nur, "SAR", "16.06.2025", 200);
    const barakaPayment = await finance.pay({ counter_agent: baraka, date: "16.06.2025", amount: 10, currency: "SAR", method: "bank", reference: "QDR-771" });
    const nurPayment = await finance.pay({ counter_agent: nur, date: "16.06.2025", amount: 20, currency: "SAR", method: "bank", reference: "QDR-772" });

    const found = async (path: string, search: string) => {
      const page = (await finance.raw("GET", `${api(path)}?search=${encodeURIComponent(search)}`)).json<{ count: number; results: Array<{ id: string }> }>();
      expect(page.count, search).toBe(page.results.length);
      return page.results.map((row) => row.id).sort();
    };
    expect(await found(INVOICES.list.path, "qidiruv")).toEqual([barakaInvoice.id, nurInvoice.id].sort());
    expect(await found(INVOICES.list.path, "BARAKA")).toEqual([barakaInvoice.id]);
    expect(await found(INVOICES.list.path, `qidiruv ${nurInvoice.number}`)).toEqual([nurInvoice.id]);
    expect(await found(INVOICES.list.path, `baraka ${nurInvoice.number}`)).toEqual([]);
    expect(await found(PAYMENTS.list.path, "qidiruv")).toEqual([barakaPayment.id, nurPayment.id].sort());
    expect(await found(PAYMENTS.list.path, "qdr-772")).toEqual([nurPayment.id]);
    expect(await found(PAYMENTS.list.path, "travel qdr")).toEqual([nurPayment.id]);
    expect(await found(PAYMENTS.list.path, "savdo qdr-772")).toEqual([]);
  });
});
