import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { uzCommon } from "../i18n/common.ts";
import { RowActions } from "./row-actions.tsx";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

const labels = () => [...dom.container.querySelectorAll("button")].map((button) => button.getAttribute("aria-label") ?? button.textContent);

describe("RowActions", () => {
  it("offers edit and delete, named after the row", async () => {
    const onDelete = vi.fn();
    await dom.render(<RowActions name="Hilton" onEdit={vi.fn()} onDelete={onDelete} />);
    expect(labels()).toEqual([uzCommon.editRow("Hilton"), uzCommon.deleteRow("Hilton")]);
    await act(async () => dom.container.querySelector<HTMLButtonElement>(`[aria-label="${uzCommon.deleteRow("Hilton")}"]`)?.click());
    expect(onDelete).toHaveBeenCalled();
  });

  it("offers no delete for a row that cannot be deleted, and puts the row's own buttons first", async () => {
    await dom.render(
      <RowActions name="Yanvar 2026" onEdit={vi.fn()}>
        <button type="button">To‘landi</button>
      </RowActions>,
    );
    expect(labels()).toEqual(["To‘landi", uzCommon.editRow("Yanvar 2026")]);
  });
});
