import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "@app/contract/endpoint";
import { AUDIT } from "@app/contract/endpoints/audit";
import { uzAudit } from "../../../i18n/audit.ts";
import { call } from "../../../lib/api-client.ts";
import { clearSession, startSession } from "../../../lib/session-store.ts";
import type { SaveForm } from "../../../lib/use-save-form.ts";
import { mounted } from "../../../test/mounted.ts";
import { CostFormSheet } from "./cost-form-sheet.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ call: vi.fn() }));

const dom = mounted();
const called = vi.mocked(call);
afterEach(() => act(() => clearSession()));

beforeEach(() => {
  called.mockReset();
  called.mockImplementation(((endpoint: Endpoint) =>
    endpoint === AUDIT.list ? Promise.resolve({ count: 0, next: null, previous: null, results: [] }) : new Promise(() => {})) as typeof call);
});

const texts = { add: "Yangi", editTitle: "Tahrirlash", profit: "Foyda", profitHint: "", costTitle: "Tannarx", previewHint: "" };
const save = { submit: () => Promise.resolve(), attachForm: () => {}, saving: false, requestClose: () => {}, dialog: null } as unknown as SaveForm;
const form = { register: () => ({ name: "profit", onChange: async () => {}, onBlur: async () => {}, ref: () => {} }), watch: () => "10", formState: { errors: {} } };

async function sheetFor(item: { id: string; name: string } | null) {
  await startSession({ token: "t", refresh: "r", user: { id: "u", name: "U", username: "u@x.uz", role: "ceo", is_staff: false, is_superuser: false } });
  await dom.render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CostFormSheet item={item} journal="rations" texts={texts} save={save} form={form} net={null}>
          <p>fields</p>
        </CostFormSheet>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const headings = () => [...document.querySelectorAll("h2")].map((heading) => heading.textContent);

describe("CostFormSheet", () => {
  it("shows an edited item's 'Tarix' from the journal", async () => {
    await sheetFor({ id: "r1", name: "Ratsion" });
    expect(headings()).toContain(uzAudit.history);
    expect(called).toHaveBeenCalledWith(AUDIT.list, { query: { entity: "rations", entity_id: "r1", page: 1, per_page: 10 } }, expect.anything());
  });

  it("shows none for a new item", async () => {
    await sheetFor(null);
    expect(headings()).not.toContain(uzAudit.history);
    expect(called).not.toHaveBeenCalledWith(AUDIT.list, expect.anything(), expect.anything());
  });
});
