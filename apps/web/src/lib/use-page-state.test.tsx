import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE } from "../ui/pagination-window.ts";
import { usePageState } from "./use-page-state.ts";

let root: Root | undefined;
let state: ReturnType<typeof usePageState>;

function Probe() {
  state = usePageState();
  return null;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => act(() => root?.unmount()));

describe("usePageState", () => {
  it("starts on the first page, moves to a page, and shows the first page when the page size changes", async () => {
    root = createRoot(document.createElement("div"));
    await act(async () => root?.render(<Probe />));
    expect(state[0]).toEqual({ page: 1, perPage: DEFAULT_PAGE_SIZE });
    await act(async () => state[1]({ page: 3 }));
    expect(state[0]).toEqual({ page: 3, perPage: DEFAULT_PAGE_SIZE });
    await act(async () => state[1]({ perPage: 20 }));
    expect(state[0]).toEqual({ page: 1, perPage: 20 });
  });
});
