import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { uz } from "../i18n/uz.ts";
import { RowActions } from "./row-actions.tsx";

let root: Root | undefined;
let container: HTMLElement;

async function render(element: ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(element));
}

const labels = () => [...container.querySelectorAll("button")].map((button) => button.getAttribute("aria-label") ?? button.textContent);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe("RowActions", () => {
  it("offers edit and delete, named after the row", async () => {
    const onDelete = vi.fn();
    await render(<RowActions name="Hilton" onEdit={vi.fn()} onDelete={onDelete} />);
    expect(labels()).toEqual([uz.common.editRow("Hilton"), uz.common.deleteRow("Hilton")]);
    await act(async () => container.querySelector<HTMLButtonElement>(`[aria-label="${uz.common.deleteRow("Hilton")}"]`)?.click());
    expect(onDelete).toHaveBeenCalled();
  });

  it("offers no delete for a row that cannot be deleted, and puts the row's own buttons first", async () => {
    await render(
      <RowActions name="Yanvar 2026" onEdit={vi.fn()}>
        <button type="button">To‘landi</button>
      </RowActions>,
    );
    expect(labels()).toEqual(["To‘landi", uz.common.editRow("Yanvar 2026")]);
  });
});
