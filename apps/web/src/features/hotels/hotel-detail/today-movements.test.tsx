import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { uzList } from "../../../i18n/ui.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { mounted } from "../../../test/mounted.ts";
import { TodayMovements } from "./today-movements.tsx";

const dom = mounted();
const refetch = vi.fn(() => Promise.resolve());

vi.mock("../hotels-api.ts", () => ({
  useMovements: () => ({ isPending: false, isError: true, data: undefined, error: new ApiError(503, { detail: "Server javob bermadi" }), refetch }),
}));
vi.mock("../../../lib/session.tsx", () => ({ usePrincipal: () => ({ role: "hotel", isSuperuser: false }) }));

describe("TodayMovements", () => {
  it("says why today's movements failed to load and loads them again on Qayta urinish", async () => {
    await dom.render(<TodayMovements hotelId="h1" />);
    expect(dom.container.textContent).toContain("Server javob bermadi");
    const retry = [...dom.container.querySelectorAll("button")].filter((button) => button.textContent === uzList.retry);
    expect(retry).toHaveLength(2);
    await act(async () => retry[0].click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
