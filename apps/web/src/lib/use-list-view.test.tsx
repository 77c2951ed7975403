import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { defineListView, STATUS_FILTER, type ListPropsOf } from "./list-view.ts";
import { setRoutedPath } from "./navigation.ts";
import { useFirstPageWhenGone, useListView } from "./use-list-view.ts";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

const spec = defineListView({ filters: { status: STATUS_FILTER } });
type Props = ListPropsOf<typeof spec>;

let latest: Props;

function Probe({ error }: { error?: unknown }) {
  const [view, update] = useListView(spec);
  useFirstPageWhenGone(error, view.page, update);
  latest = { view, update };
  return null;
}

async function mount(url: string, error?: unknown) {
  const router = createMemoryRouter(
    [
      { path: "/hotels", element: <Probe error={error} /> },
      { path: "*", element: null },
    ],
    { initialEntries: [url] },
  );
  setRoutedPath(() => router.state.location.pathname);
  await dom.render(<RouterProvider router={router} />);
  return router;
}

describe("useListView", () => {
  it("reads the view from the URL and writes changes back to it", async () => {
    const router = await mount("/hotels?status=true&page=2");
    expect(latest.view).toEqual({ page: 2, perPage: 10, search: "", filters: { status: "true" } });

    await act(async () => latest.update({ page: 3 }));
    expect(router.state.location.search).toBe("?status=true&page=3");
    expect(router.state.historyAction).toBe("PUSH");

    await act(async () => latest.update({ filters: { status: "false" } }));
    expect(router.state.location.search).toBe("?status=false");
    expect(latest.view.filters.status).toBe("false");
  });

  it("replaces the history entry for a search instead of adding one", async () => {
    const router = await mount("/hotels");
    await act(async () => latest.update({ search: "Hilton" }));
    expect(router.state.location.search).toBe("?search=Hilton");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("drops a search that settles after the router has left for another page", async () => {
    const router = await mount("/hotels");
    const { update } = latest;
    await act(async () => router.navigate("/hotels/7"));
    await act(async () => update({ search: "Samarqand" }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/hotels/7");
  });
});

describe("useFirstPageWhenGone", () => {
  it("shows the first page when the page asked for answers 404", async () => {
    const router = await mount("/hotels?status=true&page=9", new ApiError(404, { detail: "Sahifa topilmadi" }));
    expect(router.state.location.search).toBe("?status=true");
  });

  it("stays on the page for any other failure", async () => {
    const router = await mount("/hotels?page=9", new ApiError(500, { detail: "Xatolik" }));
    expect(router.state.location.search).toBe("?page=9");
  });
});
