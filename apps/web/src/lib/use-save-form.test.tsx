import { act } from "react";
import { useForm, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { notifyError, notifySuccess } from "./toast.ts";
import { createOrUpdate, sendWith, useSaveForm, type SaveForm, type SaveHandlers, type SaveMutation } from "./use-save-form.ts";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

vi.mock("./toast.ts", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

type Values = { name: string; lines: string; note: string };
type Saved = { id: string; name: string };

/** A mutation that answers each call as `answer` says, and records what it was called with. */
function fakeMutation<Variables>(answer: (handlers: SaveHandlers<Saved>, variables: Variables) => void, isSuccess = false) {
  const mutate = vi.fn((variables: Variables, handlers: SaveHandlers<Saved>) => answer(handlers, variables));
  return { mutate, isPending: false, isSuccess } satisfies SaveMutation<Variables, Saved>;
}

const succeeds = <Variables,>() => fakeMutation<Variables>((handlers) => handlers.onSuccess({ id: "h1", name: "Hilton" }));

let latest: { form: UseFormReturn<Values>; errors: FieldErrors<Values>; save: SaveForm };

type ProbeProps = {
  save: SaveMutation<Values, Saved>;
  onSaved?: (saved: Saved) => void;
  onClose?: () => void;
  changed?: boolean;
  guarded?: boolean;
  onFailed?: (error: Error) => void;
};

function Probe({ save, onSaved = () => {}, onClose = () => {}, changed, guarded, onFailed }: ProbeProps) {
  const form = useForm<Values>({ defaultValues: { name: "", lines: "", note: "" } });
  const saving = useSaveForm({
    form,
    save,
    fields: ["name"],
    renamed: { recipes_id: "lines" },
    savedMessage: (saved: Saved) => `Saqlandi: ${saved.name}`,
    onSaved,
    onClose,
    changed,
    guarded,
    onFailed,
  });
  latest = { form, errors: form.formState.errors, save: saving };
  return null;
}

async function mount(props: ProbeProps) {
  await dom.render(<Probe {...props} />);
}

/** A form as a sheet shows it: its fields under their labels, the save's `attachForm` on the form. */
function LabelledProbe({ save }: { save: SaveMutation<Values, Saved> }) {
  const form = useForm<Values>({ defaultValues: { name: "", lines: "", note: "" } });
  const saving = useSaveForm({ form, save, fields: ["name"], renamed: { recipes_id: "lines" }, savedMessage: "Saqlandi", onSaved: () => {}, onClose: () => {} });
  latest = { form, errors: form.formState.errors, save: saving };
  return (
    <form ref={(element) => saving.attachForm(element)}>
      <label htmlFor="name">Mehmonxona nomi</label>
      <input id="name" {...form.register("name")} />
      <label htmlFor="lines">Ingredientlar</label>
      <input id="lines" {...form.register("lines")} />
      <input aria-label="Izoh" {...form.register("note")} />
    </form>
  );
}

async function refuseWith(refused: ApiError) {
  await dom.render(<LabelledProbe save={fakeMutation<Values>((handlers) => handlers.onError(refused))} />);
  await act(async () => latest.save.submit());
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
});

describe("sendWith", () => {
  it("calls the mutation with what it makes of the values, and reports as the mutation does", () => {
    const mutation = { ...succeeds<{ values: string; image: string }>(), isPending: true };
    const onSuccess = vi.fn();
    const save = sendWith(mutation, (values: string) => ({ values, image: "keep" }));
    save.mutate("Palov", { onSuccess, onError: vi.fn() });
    expect(mutation.mutate).toHaveBeenCalledWith({ values: "Palov", image: "keep" }, expect.anything());
    expect(onSuccess).toHaveBeenCalledWith({ id: "h1", name: "Hilton" });
    expect(save.isPending).toBe(true);
    expect(save.isSuccess).toBe(false);
  });
});

describe("createOrUpdate", () => {
  it("creates with the input while there is no entity", () => {
    const create = succeeds<string>();
    const update = succeeds<{ id: string; input: string }>();
    createOrUpdate(null, create, update).mutate("Hilton", { onSuccess: vi.fn(), onError: vi.fn() });
    expect(create.mutate).toHaveBeenCalledWith("Hilton", expect.anything());
    expect(update.mutate).not.toHaveBeenCalled();
  });

  it("updates the entity by its id, and reports the update's state", () => {
    const create = succeeds<string>();
    const update = fakeMutation<{ id: string; input: string }>(() => {}, true);
    const save = createOrUpdate({ id: "h1" }, create, update);
    save.mutate("Hilton", { onSuccess: vi.fn(), onError: vi.fn() });
    expect(update.mutate).toHaveBeenCalledWith({ id: "h1", input: "Hilton" }, expect.anything());
    expect(create.mutate).not.toHaveBeenCalled();
    expect(save.isSuccess).toBe(true);
  });
});

describe("useSaveForm", () => {
  it("sends the form's values, toasts what was saved and hands the answer on", async () => {
    const save = succeeds<Values>();
    const onSaved = vi.fn();
    await mount({ save, onSaved });
    act(() => latest.form.setValue("name", "Hilton"));
    await act(async () => latest.save.submit());
    expect(save.mutate).toHaveBeenCalledWith({ name: "Hilton", lines: "", note: "" }, expect.anything());
    expect(notifySuccess).toHaveBeenCalledWith("Saqlandi: Hilton");
    expect(onSaved).toHaveBeenCalledWith({ id: "h1", name: "Hilton" });
  });

  it("puts the server's field messages under the form's fields, renamed ones under theirs", async () => {
    const refused = new ApiError(400, { name: ["Bu nom band"], recipes_id: ["Ingredient topilmadi"], note: ["Izoh xato"] });
    const onSaved = vi.fn();
    await mount({ save: fakeMutation<Values>((handlers) => handlers.onError(refused)), onSaved });
    await act(async () => latest.save.submit());
    expect(latest.errors.name?.message).toBe("Bu nom band");
    expect(latest.errors.lines?.message).toBe("Ingredient topilmadi");
    expect(latest.errors.note).toBeUndefined();
    expect(onSaved).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it("closes a clean form at once, and asks first when a field or the extra work is unsaved", async () => {
    const onClose = vi.fn();
    await mount({ save: succeeds<Values>(), onClose });
    act(() => latest.save.requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);

    act(() => latest.form.setValue("name", "Hilton", { shouldDirty: true }));
    act(() => latest.save.requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);

    dom.unmount();
    await mount({ save: succeeds<Values>(), onClose, changed: true });
    act(() => latest.save.requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes at once after a save went through, whatever is left in the form", async () => {
    const onClose = vi.fn();
    await mount({ save: fakeMutation<Values>(() => {}, true), onClose, changed: true });
    act(() => latest.form.setValue("name", "Hilton", { shouldDirty: true }));
    act(() => latest.save.requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes an unguarded form at once, unsaved changes and all", async () => {
    const onClose = vi.fn();
    await mount({ save: succeeds<Values>(), onClose, guarded: false });
    act(() => latest.form.setValue("name", "Hilton", { shouldDirty: true }));
    act(() => latest.save.requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("tells onFailed of a refusal, and still puts the field messages under their fields", async () => {
    const refused = new ApiError(400, { name: ["Xona band"] });
    const onFailed = vi.fn();
    await mount({ save: fakeMutation<Values>((handlers) => handlers.onError(refused)), onFailed });
    await act(async () => latest.save.submit());
    expect(onFailed).toHaveBeenCalledWith(refused);
    expect(latest.errors.name?.message).toBe("Xona band");
  });

  it("rewords the refusal's one toast to name the field by the form's label, never by its wire name", async () => {
    const refused = new ApiError(400, { recipes_id: ["Ingredient topilmadi"], detail: "Ingredient topilmadi" });
    refused.toastId = 3;
    await refuseWith(refused);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith("Xatolik: Ingredientlar: Ingredient topilmadi", 3);
    expect(latest.errors.lines?.message).toBe("Ingredient topilmadi");
  });

  it("adds no toast where none was shown, nor where the form has no label for the field", async () => {
    await refuseWith(new ApiError(400, { name: ["Bu nom band"], detail: "Bu nom band" }));
    const unlabelled = new ApiError(400, { note: ["Izoh xato"], detail: "Izoh xato" });
    unlabelled.toastId = 4;
    dom.unmount();
    await refuseWith(unlabelled);
    expect(notifyError).not.toHaveBeenCalled();
  });
});
