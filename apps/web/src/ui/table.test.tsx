import { act } from "react";
import { describe, expect, it } from "vitest";
import { Table, TBody, Td, Tr } from "./table.tsx";
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
