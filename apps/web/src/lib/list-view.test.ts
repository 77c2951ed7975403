import { describe, expect, it } from "vitest";
import {
  changeListView,
  defineListView,
  listQuery,
  listTabs,
  readListView,
  STATUS_FILTER,
  writeListView,
  type ListPropsOf,
} from "./list-view.ts";

const tabbed = defineListView({
  filters: { counter_agent_type: { values: ["B2B", "B2C"], urlKey: "type" }, status: STATUS_FILTER },
  tabs: { counterparties: ["counter_agent_type", "status"], groups: ["status"] },
});
const plain = defineListView({ filters: { city: {}, status: STATUS_FILTER } });

type TabbedView = ListPropsOf<typeof tabbed>["view"];
type PlainView = ListPropsOf<typeof plain>["view"];

const readTabbed = (query: string) => readListView(tabbed, new URLSearchParams(query));
const readPlain = (query: string) => readListView(plain, new URLSearchParams(query));

const tabbedDefaults: TabbedView = {
  tab: "counterparties",
  page: 1,
  perPage: 10,
  search: "",
  filters: { counter_agent_type: "", status: "" },
};
const plainDefaults: PlainView = { page: 1, perPage: 10, search: "", filters: { city: "", status: "" } };

describe("readListView", () => {
  it("gives the defaults for an empty query, with the first tab", () => {
    expect(readTabbed("")).toEqual(tabbedDefaults);
    expect(readPlain("")).toEqual(plainDefaults);
  });

  it("reads every part of the view, a filter under its URL name", () => {
    expect(readTabbed("tab=counterparties&type=B2C&status=false&search=%20safa%20&per_page=20&page=3")).toEqual({
      tab: "counterparties",
      page: 3,
      perPage: 20,
      search: "safa",
      filters: { counter_agent_type: "B2C", status: "false" },
    });
  });

  it("takes any text for a filter without values, trimmed", () => {
    expect(readPlain("city=%20Makka%20&status=true")).toEqual({ ...plainDefaults, filters: { city: "Makka", status: "true" } });
  });

  it("falls back to defaults for malformed values", () => {
    expect(readTabbed("tab=hotels&page=0&per_page=50&type=B2X&status=yes")).toEqual(tabbedDefaults);
    expect(readTabbed("counter_agent_type=B2B")).toEqual(tabbedDefaults);
    expect(readPlain("page=-2&per_page=abc")).toEqual(plainDefaults);
    expect(readPlain("page=1.5")).toEqual(plainDefaults);
    expect(readPlain("page=99999999999")).toEqual(plainDefaults);
  });

  it("ignores a filter the tab does not show", () => {
    expect(readTabbed("tab=groups&type=B2B&status=true")).toEqual({
      ...tabbedDefaults,
      tab: "groups",
      filters: { counter_agent_type: "", status: "true" },
    });
  });

  it("has no tab on a page without tabs, whatever the query says", () => {
    expect(readPlain("tab=groups")).not.toHaveProperty("tab");
  });
});

describe("writeListView", () => {
  it("leaves defaults out of the query", () => {
    expect(writeListView(tabbed, tabbedDefaults).toString()).toBe("");
    expect(writeListView(plain, plainDefaults).toString()).toBe("");
  });

  it("writes a filter under its URL name, and round-trips through readListView", () => {
    const view: TabbedView = { ...tabbedDefaults, page: 2, filters: { counter_agent_type: "B2B", status: "" } };
    expect(writeListView(tabbed, view).toString()).toBe("type=B2B&page=2");
    expect(readListView(tabbed, writeListView(tabbed, view))).toEqual(view);
    const groups: TabbedView = { ...tabbedDefaults, tab: "groups", perPage: 15, search: "Umra 2025", filters: { counter_agent_type: "", status: "false" } };
    expect(readListView(tabbed, writeListView(tabbed, groups))).toEqual(groups);
    const city: PlainView = { ...plainDefaults, filters: { city: "Madina", status: "true" } };
    expect(readListView(plain, writeListView(plain, city))).toEqual(city);
  });

  it("leaves out a filter the tab does not show", () => {
    const view: TabbedView = { ...tabbedDefaults, tab: "groups", filters: { counter_agent_type: "B2B", status: "" } };
    expect(writeListView(tabbed, view).toString()).toBe("tab=groups");
  });
});

describe("changeListView", () => {
  const onPage3: TabbedView = { ...tabbedDefaults, page: 3, search: "safa", filters: { counter_agent_type: "B2B", status: "" } };

  it("keeps filters when only the page changes", () => {
    expect(changeListView(tabbed, onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it("goes back to the first page when the search, a filter or the page size changes", () => {
    expect(changeListView(tabbed, onPage3, { search: "nur" })).toEqual({ ...onPage3, search: "nur", page: 1 });
    expect(changeListView(tabbed, onPage3, { perPage: 20 })).toEqual({ ...onPage3, perPage: 20, page: 1 });
  });

  it("changes one filter and keeps the others", () => {
    expect(changeListView(tabbed, onPage3, { filters: { status: "true" } })).toEqual({
      ...onPage3,
      page: 1,
      filters: { counter_agent_type: "B2B", status: "true" },
    });
  });

  it("starts another tab from a clean view", () => {
    expect(changeListView(tabbed, onPage3, { tab: "groups" })).toEqual({ ...tabbedDefaults, tab: "groups" });
  });
});

describe("listQuery", () => {
  it("sends the page and only the search and filters that are set, by their API names", () => {
    expect(listQuery(tabbedDefaults)).toEqual({ page: 1, per_page: 10 });
    const view: TabbedView = { ...tabbedDefaults, page: 2, search: "safa", filters: { counter_agent_type: "B2C", status: "" } };
    expect(listQuery(view)).toEqual({
      page: 2,
      per_page: 10,
      search: "safa",
      counter_agent_type: "B2C",
    });
  });
});

describe("listTabs", () => {
  it("lists the tabs in order, none for a page without tabs", () => {
    expect(listTabs(tabbed)).toEqual(["counterparties", "groups"]);
    expect(listTabs(plain)).toEqual([]);
  });
});
