import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "@app/contract/endpoint";
import { AUDIT } from "@app/contract/endpoints/audit";
import type { Role } from "@app/contract/roles";
import type { AuditEntry } from "@app/contract/schemas/audit";
import { uzAudit } from "../i18n/audit.ts";
import { call } from "../lib/api-client.ts";
import { clearSession, startSession } from "../lib/session-store.ts";
import { mounted } from "../test/mounted.ts";
import { RecordHistory } from "./record-history.tsx";

vi.mock("../lib/api-client.ts", () => ({ call: vi.fn() }));

const dom = mounted();
const called = vi.mocked(call);
afterEach(() => act(() => clearSession()));

const entry = (id: string, name: string): AuditEntry => ({
  id,
  at: "2026-03-05T06:30:00Z",
  user: null,
  action: "update",
  entity: "counter_agents",
  entity_id: "c1",
  changes: { name: ["Old", name] },
});

/** The journal answers two pages of the record's changes; settings are not loaded (the default time zone). */
beforeEach(() => {
  called.mockReset();
  called.mockImplementation(((endpoint: Endpoint, input: { query?: { page?: number } }) => {
    if (endpoint !== AUDIT.list) return new Promise(() => {});
    const page = input.query?.page ?? 1;
    return Promise.resolve(
      page === 1
        ? { count: 2, next: "/api/audit/?page=2", previous: null, results: [entry("e2", "Newest")] }
        : { count: 2, next: null, previous: "/api/audit/?page=1", results: [entry("e1", "Older")] },
    );
  }) as typeof call);
});

async function historyFor(role: Role) {
  await startSession({ token: "t", refresh: "r", user: { id: "u", name: "U", username: "u@x.uz", role, is_staff: false, is_superuser: false } });
  await dom.render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecordHistory entity="counter_agents" id="c1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
}

/** Lets the queries' answers reach the screen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** Each row's cells; the when-who-what cell as its lines. */
const cells = () =>
  [...dom.container.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => {
      const lines = [...cell.querySelectorAll(":scope > span")].map((line) => line.textContent);
      return lines.length ? lines : cell.textContent;
    }),
  );
const more = () => [...dom.container.querySelectorAll("button")].find((button) => button.textContent === uzAudit.more);

describe("RecordHistory", () => {
  it("shows the record's changes newest first, and the next page on 'Ko‘proq'", async () => {
    await historyFor("ceo");
    expect(dom.container.querySelector("h2")?.textContent).toBe(uzAudit.history);
    expect(called).toHaveBeenCalledWith(AUDIT.list, { query: { entity: "counter_agents", entity_id: "c1", page: 1, per_page: 10 } }, expect.anything());
    expect(cells()).toEqual([[["05.03.2026 09:30", "Tizim", "O‘zgartirildi"], "Nomi: Old → Newest"]]);
    await act(async () => more()?.click());
    await settle();
    expect(cells().map((row) => row[1])).toEqual(["Nomi: Old → Newest", "Nomi: Old → Older"]);
    expect(more()).toBeUndefined();
  });

  it("is not there for a role that may not read the journal, and asks nothing", async () => {
    await historyFor("hr");
    expect(dom.container.innerHTML).toBe("");
    expect(called).not.toHaveBeenCalledWith(AUDIT.list, expect.anything(), expect.anything());
  });
});
