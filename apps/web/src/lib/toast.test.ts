import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { notifyError } from "./toast.ts";

describe("toasts", () => {
  it("hands out an id before sonner has loaded, and a rewording lands on the toast it rewords", async () => {
    const id = notifyError("Saqlanmadi");
    notifyError("Narx noto'g'ri", id);
    await vi.waitFor(() => expect(toast.getToasts().find((shown) => shown.id === id)).toMatchObject({ title: "Narx noto'g'ri", type: "error" }));
    expect(toast.getToasts().filter((shown) => shown.id === id)).toHaveLength(1);
  });

  it("gives each new toast its own id", () => {
    expect(notifyError("Birinchi")).not.toBe(notifyError("Ikkinchi"));
  });
});
