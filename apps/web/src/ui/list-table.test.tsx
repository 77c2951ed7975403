import type { UseMutationResult } from "@tanstack/react-query";
import { act, type ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { uzCommon } from "../i18n/common.ts";
import { uzConfirm, uzList } from "../i18n/ui.ts";
import { ApiError } from "../lib/api-error.ts";
import { notifySuccess } from "../lib/toast.ts";
import { ListTable, PagedTable, type ListTableProps } from "./list-table.tsx";
import { Td, Th } from "./table.tsx";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

vi.mock("../lib/toast.ts", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

type Row = { id: string; name: string };
const hilton = { id: "h1", name: "Hilton" };
const rixos = { id: "h2", name: "Rixos" };

/** A delete mutation that succeeds at once, the way the delete flow calls it. */
function fakeRemove() {
  const mutate = vi.fn((_id: string, options?: { onSuccess?: () => void }) => options?.onSuccess?.());
  const remove = { mutate, reset: vi.fn(), isPending: false, error: null };
  return { mutate, remove: remove as unknown as UseMutationResult<void, Error, string> };
}

type Props = ListTableProps<Row>;

async function renderList(overrides: Partial<Props> = {}) {
  const props: Props = {
    list: { data: { results: [hilton, rixos], count: 12 }, isPending: false, isError: false, error: null },
    view: { page: 2, perPage: 10, search: "" },
    update: vi.fn(),
    emptyText: "Hozircha mehmonxonalar yo‘q.",
    head: <Th>Nomi</Th>,
    cells: (row) => <Td>{row.name}</Td>,
    remove: fakeRemove().remove,
    deletedMessage: "Mehmonxona o‘chirildi",
    ...overrides,
  };
  await dom.render(<ListTable {...props} />);
  return props;
}

const texts = (selector: string) => [...dom.container.querySelectorAll(selector)].map((cell) => cell.textContent);
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const buttonWithText = (text: string) => [...document.querySelectorAll("button")].find((found) => found.textContent === text);

describe("ListTable", () => {
  it("numbers the rows across pages and ends each with its edit and delete buttons", async () => {
    const onEdit = vi.fn();
    await renderList({ onEdit });
    expect(texts("thead th")).toEqual([uzCommon.number, "Nomi", uzCommon.actions]);
    expect(texts("tbody tr td:first-child")).toEqual(["11", "12"]);
    await act(async () => button(uzCommon.editRow("Rixos"))?.click());
    expect(onEdit).toHaveBeenCalledWith(rixos);
  });

  it("shows no actions to a role that may only read", async () => {
    await renderList();
    expect(texts("thead th")).toEqual([uzCommon.number, "Nomi"]);
    expect(dom.container.querySelectorAll("tbody button")).toHaveLength(0);
  });

  it("says the list is empty in its own words, or that the search found nothing", async () => {
    const list = { data: { results: [], count: 0 }, isPending: false, isError: false, error: null };
    await renderList({ list });
    expect(dom.container.textContent).toContain("Hozircha mehmonxonalar yo‘q.");
    dom.unmount();
    await renderList({ list, view: { page: 1, perPage: 10, search: "Ritz" } });
    expect(dom.container.textContent).toContain(uzList.emptySearch);
  });

  it("deletes a row once confirmed, and shows the page before when it was the page's last", async () => {
    const { mutate, remove } = fakeRemove();
    const list = { data: { results: [rixos], count: 11 }, isPending: false, isError: false, error: null };
    const { update } = await renderList({ list, onEdit: vi.fn(), remove });
    await act(async () => button(uzCommon.deleteRow("Rixos"))?.click());
    expect(mutate).not.toHaveBeenCalled();
    await act(async () => buttonWithText(uzConfirm.confirm)?.click());
    expect(mutate).toHaveBeenCalledWith("h2", expect.anything());
    expect(notifySuccess).toHaveBeenCalledWith("Mehmonxona o‘chirildi");
    expect(update).toHaveBeenCalledWith({ page: 1 });
  });

  it("goes to the first page when the page asked for is gone", async () => {
    const list = { data: undefined, isPending: false, isError: true, error: new ApiError(404, { detail: "Sahifa topilmadi" }) };
    const { update } = await renderList({ list });
    expect(update).toHaveBeenCalledWith({ page: 1 });
  });

  it("names a row without a name by what the page tells it", async () => {
    const expense = { id: "e1", title: "Viza" };
    await dom.render(
      <ListTable
        list={{ data: { results: [expense], count: 1 }, isPending: false, isError: false, error: null }}
        view={{ page: 1, perPage: 10, search: "" }}
        update={vi.fn()}
        emptyText="Xarajatlar yo‘q."
        head={<Th>Nomi</Th>}
        cells={(row) => <Td>{row.title}</Td>}
        rowName={(row) => row.title}
        onEdit={vi.fn()}
        remove={fakeRemove().remove}
        deletedMessage="Xarajat o‘chirildi"
      />,
    );
    expect(button(uzCommon.editRow("Viza"))).not.toBeNull();
    expect(button(uzCommon.deleteRow("Viza"))).not.toBeNull();
  });
});

describe("PagedTable", () => {
  async function renderPaged(overrides: Partial<ComponentProps<typeof PagedTable<Row>>> = {}) {
    await dom.render(
      <PagedTable<Row>
        list={{ data: { results: [hilton], count: 1 }, isPending: false, isError: false, error: null }}
        view={{ page: 1, perPage: 10, search: "" }}
        update={vi.fn()}
        emptyText="Hozircha mehmonxonalar yo‘q."
        head={<Th>Nomi</Th>}
        cells={(row) => <Td>{row.name}</Td>}
        {...overrides}
      />,
    );
  }

  it("ends each row in the page's own buttons under 'Amallar'", async () => {
    await renderPaged({ actions: (row) => <button type="button">{`Bajarildi: ${row.name}`}</button> });
    expect(texts("thead th")).toEqual([uzCommon.number, "Nomi", uzCommon.actions]);
    expect(texts("tbody tr td:last-child")).toEqual(["Bajarildi: Hilton"]);
  });

  it("says why a load failed and offers to load it again", async () => {
    const refetch = vi.fn();
    const error = new ApiError(0, { detail: "Server bilan aloqa yo‘q." });
    await renderPaged({ list: { data: undefined, isPending: false, isError: true, error, refetch } });
    expect(dom.container.textContent).toContain(uzList.failed);
    expect(dom.container.textContent).toContain("Server bilan aloqa yo‘q.");
    await act(async () => buttonWithText(uzList.retry)?.click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("offers to clear the search and every filter when they leave no rows", async () => {
    const update = vi.fn();
    const list = { data: { results: [], count: 0 }, isPending: false, isError: false, error: null };
    await renderPaged({ list, update, view: { page: 1, perPage: 10, search: "", filters: { status: "true", city: "" } } });
    expect(dom.container.textContent).toContain(uzList.emptySearch);
    await act(async () => buttonWithText(uzList.clearFilters)?.click());
    expect(update).toHaveBeenCalledWith({ search: "", filters: { status: "", city: "" } });
    dom.unmount();
    await renderPaged({ list, view: { page: 1, perPage: 10, search: "", filters: { status: "" } } });
    expect(dom.container.textContent).toContain("Hozircha mehmonxonalar yo‘q.");
    expect(buttonWithText(uzList.clearFilters)).toBeUndefined();
  });

  it("says nothing matched when the page's filters narrow the list, and its own words when told it is not narrowed", async () => {
    const list = { data: { results: [], count: 0 }, isPending: false, isError: false, error: null };
    await renderPaged({ list, filtered: true });
    expect(dom.container.textContent).toContain(uzList.emptySearch);
    dom.unmount();
    await renderPaged({ list, view: { page: 1, perPage: 10, search: "Ritz" }, filtered: false });
    expect(dom.container.textContent).toContain("Hozircha mehmonxonalar yo‘q.");
  });
});
