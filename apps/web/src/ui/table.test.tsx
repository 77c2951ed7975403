import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { uzColumns } from "../i18n/ui.ts";
import { Table, TBody, Td, Th, THead, Tr } from "./table.tsx";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

const frame = () => dom.container.querySelector("table")!.parentElement!;
const oneRow = (
  <TBody>
    <Tr>
      <Td>Hilton</Td>
    </Tr>
  </TBody>
);

describe("Table", () => {
  it("lets the keyboard reach its scrolling frame, with a visible focus ring", async () => {
    await dom.render(<Table>{oneRow}</Table>);
    expect(frame().tabIndex).toBe(0);
    expect(frame().className).toContain("focus-visible:outline-2");
    act(() => frame().focus());
    expect(document.activeElement).toBe(frame());
    expect(frame().hasAttribute("role"), "a region needs a name").toBe(false);
  });

  it("names the frame a region after the table's label", async () => {
    await dom.render(<Table aria-label="Mehmonxonalar">{oneRow}</Table>);
    expect(frame().getAttribute("role")).toBe("region");
    expect(frame().getAttribute("aria-label")).toBe("Mehmonxonalar");
  });
});

describe("Table with a column chooser", () => {
  beforeEach(() => localStorage.clear());

  const orders = (
    <Table numbered columnsKey="hotel-orders">
      <THead>
        <tr>
          <Th>№</Th>
          <Th>Buyurtma</Th>
          <Th>Mehmonxona</Th>
          <Th optional>Kechalar</Th>
          <Th fixed>Amallar</Th>
        </tr>
      </THead>
      <TBody>
        <Tr>
          <Td>1</Td>
          <Td>№12</Td>
          <Td>Hilton</Td>
          <Td>3</Td>
          <Td />
        </Tr>
      </TBody>
    </Table>
  );

  const hiddenRule = () => document.querySelector("style")?.textContent ?? "";
  const boxes = () =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((box) => [box.parentElement?.textContent, box.checked]);
  const openChooser = () =>
    act(async () => [...document.querySelectorAll("button")].find((button) => button.textContent === uzColumns.button)?.click());

  it("keeps the row's name in view, hides the optional columns at first and offers the others", async () => {
    await dom.render(orders);
    expect(document.querySelector("table")?.dataset.stickyColumn).toBe("2");
    expect(hiddenRule()).toMatch(/tr > :nth-child\(4\)\{display:none\}$/);
    await openChooser();
    expect(boxes()).toEqual([
      ["Mehmonxona", true],
      ["Kechalar", false],
    ]);
  });

  it("shows and hides columns as ticked, and remembers the choice in this browser", async () => {
    await dom.render(orders);
    await openChooser();
    const box = (label: string) =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((found) => found.parentElement?.textContent === label);
    await act(async () => box("Kechalar")?.click());
    await act(async () => box("Mehmonxona")?.click());
    expect(hiddenRule()).toMatch(/tr > :nth-child\(3\)\{display:none\}$/);
    dom.unmount();

    await dom.render(orders);
    expect(hiddenRule()).toMatch(/tr > :nth-child\(3\)\{display:none\}$/);
    expect(hiddenRule()).not.toContain("nth-child(4)");
  });

  it("offers no chooser without a name to remember the choice by", async () => {
    await dom.render(<Table>{oneRow}</Table>);
    expect(document.body.textContent).not.toContain(uzColumns.button);
    expect(document.querySelector("table")?.dataset.stickyColumn).toBe("1");
  });
});
