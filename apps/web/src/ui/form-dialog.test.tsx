import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { uzCommon } from "../i18n/common.ts";
import type { SaveForm } from "../lib/use-save-form.ts";
import { FormDialog } from "./form-dialog.tsx";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

function fakeSave(): SaveForm {
  return { submit: vi.fn((event) => event?.preventDefault()), attachForm: vi.fn(), saving: false, requestClose: vi.fn(), dialog: <></> };
}

const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
const buttons = () => [...(dialog()?.querySelectorAll("button") ?? [])];
const button = (name: string) => buttons().find((candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name);

describe("FormDialog", () => {
  it("holds the fields, 'Bekor qilish' and 'Saqlash'; cancelling and the cross go through the guard, saving submits", async () => {
    const save = fakeSave();
    await dom.render(
      <FormDialog title="Yangi guruh" save={save}>
        <input aria-label="Guruh nomi" />
      </FormDialog>,
    );
    expect(dialog()?.querySelector('[aria-label="Guruh nomi"]')).not.toBeNull();
    expect(buttons().map((candidate) => candidate.getAttribute("aria-label") ?? candidate.textContent)).toEqual([
      uzCommon.close,
      uzCommon.cancel,
      uzCommon.save,
    ]);
    await act(async () => button(uzCommon.cancel)?.click());
    await act(async () => button(uzCommon.close)?.click());
    expect(save.requestClose).toHaveBeenCalledTimes(2);
    await act(async () => button(uzCommon.save)?.click());
    expect(save.submit).toHaveBeenCalledTimes(1);
  });

  it("opens with the caret in its first field rather than on the close button", async () => {
    await dom.render(
      <FormDialog title="Yangi guruh" save={fakeSave()}>
        <input aria-label="Guruh nomi" />
        <input aria-label="Izoh" />
      </FormDialog>,
    );
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Guruh nomi");
  });

  it("offers 'Saqlash' alone when asked to", async () => {
    await dom.render(
      <FormDialog title="Yangi parol" save={fakeSave()} saveOnly>
        {null}
      </FormDialog>,
    );
    expect(button(uzCommon.cancel)).toBeUndefined();
    expect(button(uzCommon.save)?.type).toBe("submit");
  });

  it("keeps 'Saqlash' from sending twice once saved", async () => {
    await dom.render(
      <FormDialog title="Yangi guruh" save={fakeSave()} saved>
        {null}
      </FormDialog>,
    );
    expect(button(uzCommon.save)?.disabled).toBe(true);
  });
});
