import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { uzDateField } from "../i18n/ui.ts";
import { DateTimeField } from "./date-time-field.tsx";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

const dateBox = () => document.querySelector<HTMLInputElement>(`input[placeholder="${uzDateField.datePlaceholder}"]`)!;
const timeBox = () => document.querySelector<HTMLInputElement>(`input[placeholder="${uzDateField.timePlaceholder}"]`)!;

/** Types as a person does: the box's value, then the input event React listens to. */
function type(box: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, text);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("DateTimeField", () => {
  it("shows a wire datetime as dd.MM.yyyy and a 24-hour time on the Makka clock", async () => {
    await dom.render(<DateTimeField value="05.03.2026 14:30" onChange={() => {}} />);
    expect(dateBox().value).toBe("05.03.2026");
    expect(timeBox().value).toBe("14:30");
    expect(timeBox().getAttribute("aria-label")).toBe(`${uzDateField.time} ${uzDateField.makkaTime}`);
    expect(dom.container.textContent).toContain(uzDateField.makkaTime);
  });

  it("gives the wire datetime once both boxes read, and keeps half-typed text while it holds none", async () => {
    const onChange = vi.fn();
    await dom.render(<DateTimeField value="" onChange={onChange} />);
    type(dateBox(), "5.3.2026");
    expect(onChange).toHaveBeenLastCalledWith(null);
    type(timeBox(), "9:0");
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(timeBox().value).toBe("9:0");
    type(timeBox(), "9:05");
    expect(onChange).toHaveBeenLastCalledWith("05.03.2026 09:05");
    act(() => {
      dateBox().dispatchEvent(new Event("focusout", { bubbles: true }));
    });
    expect(dateBox().value).toBe("05.03.2026");
  });

  it("follows a value set from outside, such as a reset", async () => {
    function Resettable() {
      const [value, setValue] = useState("05.03.2026 14:30");
      return (
        <>
          <DateTimeField value={value} onChange={(next) => next !== null && setValue(next)} />
          <button type="button" onClick={() => setValue("")}>
            Tozalash
          </button>
        </>
      );
    }
    await dom.render(<Resettable />);
    type(timeBox(), "15:00");
    await act(async () => document.querySelector("button:not([aria-label])")?.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(dateBox().value).toBe("");
    expect(timeBox().value).toBe("");
  });
});
