import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Table, TBody, Td, Tr } from "./table.tsx";

let root: Root | undefined;
let container: HTMLElement;

async function render(element: ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(element));
}

const frame = () => container.querySelector("table")!.parentElement!;
const oneRow = (
  <TBody>
    <Tr>
      <Td>Hilton</Td>
    </Tr>
  </TBody>
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe("Table", () => {
  it("lets the keyboard reach its scrolling frame, with a visible focus ring", async () => {
    await render(<Table>{oneRow}</Table>);
    expect(frame().tabIndex).toBe(0);
    expect(frame().className).toContain("focus-visible:outline-2");
    act(() => frame().focus());
    expect(document.activeElement).toBe(frame());
    expect(frame().hasAttribute("role"), "a region needs a name").toBe(false);
  });

  it("names the frame a region after the table's label", async () => {
    await render(<Table aria-label="Mehmonxonalar">{oneRow}</Table>);
    expect(frame().getAttribute("role")).toBe("region");
    expect(frame().getAttribute("aria-label")).toBe("Mehmonxonalar");
  });
});
