import { afterEach, describe, expect, it, vi } from "vitest";
import { readListView } from "../../lib/list-view.ts";
import { saveFile } from "../../lib/save-file.ts";
import { exportOrders } from "./taxi-api.ts";
import { ordersQuery, taxiView } from "./taxi-view.ts";

vi.mock("../../lib/save-file.ts", () => ({ saveFile: vi.fn() }));
vi.mock("../../lib/toast.ts", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("exportOrders", () => {
  it("downloads the Buyurtmalar tab's filters and search as xlsx, whatever page is shown", async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response("xlsx-bytes", { headers: { "content-disposition": 'attachment; filename="transfer-buyurtmalari.xlsx"' } }),
    );
    vi.stubGlobal("fetch", fetch);
    const url = "tab=orders&status=completed&transport=7&perform_date_after=2025-03-01&perform_date_before=2025-03-31&search=Jidda&page=2&per_page=25";
    const view = readListView(taxiView, new URLSearchParams(url));

    await exportOrders(ordersQuery(view));

    const asked = new URL(fetch.mock.calls[0][0], "http://app.test");
    expect(asked.pathname).toBe("/api/v1/transports/orders/");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      status: "completed",
      transport: "7",
      perform_date_after: "2025-03-01",
      perform_date_before: "2025-03-31",
      search: "Jidda",
      format: "xlsx",
    });
    expect(vi.mocked(saveFile).mock.calls[0][1]).toBe("transfer-buyurtmalari.xlsx");
  });
});
