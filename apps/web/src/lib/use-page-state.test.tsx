import { act } from "react";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE } from "../ui/pagination-window.ts";
import { usePageState } from "./use-page-state.ts";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

let state: ReturnType<typeof usePageState>;

function Probe() {
  state = usePageState();
  return null;
}

describe("usePageState", () => {
  it("starts on the first page, moves to a page, and shows the first page when the page size changes", async () => {
    await dom.render(<Probe />);
    expect(state[0]).toEqual({ page: 1, perPage: DEFAULT_PAGE_SIZE });
    await act(async () => state[1]({ page: 3 }));
    expect(state[0]).toEqual({ page: 3, perPage: DEFAULT_PAGE_SIZE });
    await act(async () => state[1]({ perPage: 20 }));
    expect(state[0]).toEqual({ page: 1, perPage: 20 });
  });
});
