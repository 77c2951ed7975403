/**
 * A list page's view (tab, page, page size, search, filters) kept in the URL query, so a link or
 * a reload shows the same rows. How a new list page uses it:
 *
 *   // features/hotels/hotels-view.ts: the page's filters, keyed by the API query parameter name
 *   export const hotelsView = defineListView({ filters: { status: STATUS_FILTER, city: {} } });
 *   export type HotelListProps = ListPropsOf<typeof hotelsView>;
 *
 *   // features/hotels/hotel-list.tsx
 *   const [view, update] = useListView(hotelsView);                  // lib/use-list-view.ts
 *   const list = useQuery({ queryKey: ["hotels", listQuery(view)],   // {page, per_page, search?, ...set filters}
 *     queryFn: ({ signal }) => call(HOTELS.list, { query: listQuery(view) }, { signal }) });
 *   useFirstPageWhenGone(list.error, view.page, update);
 *   <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder="…" />
 *   <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
 *   <Pagination page={view.page} perPage={view.perPage} count={list.data?.count ?? 0}
 *     onPageChange={(page) => update({ page })} onPerPageChange={(perPage) => update({ perPage })} />
 *
 * Filter values are raw strings ("" = not set), so `listQuery(view)` goes to the API as it is.
 * A page with tabs names each tab and the filters it shows: `tabs: { hotels: ["status"], rooms: [] }`;
 * the first tab is the default, and `view.tab` / `update({ tab })` exist only when tabs are given.
 * The rest of a list page: ui/filter-select.tsx for any other filter, and ui/list-table.tsx for
 * the table with row actions, the delete flow and pagination; its create-or-edit form:
 * lib/use-save-form.ts in ui/form-sheet.tsx (features/hotels shows both at work).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../ui/pagination-window.ts";

/** How one filter is read from the URL. */
export type FilterRule = {
  /** The only values the filter takes; anything else in the URL reads as not set. Omitted: any text. */
  readonly values?: readonly string[];
  /** The URL query name, when it must differ from the API parameter name (links in use keep working). */
  readonly urlKey?: string;
};

/** The Barchasi / Faol / Faol emas filter of ui/status-filter.tsx, sent as `status`. */
export const STATUS_FILTER: FilterRule = { values: ["true", "false"] };

export type ListViewSpec<Filter extends string, Tab extends string> = {
  readonly filters: Readonly<Record<Filter, FilterRule>>;
  /** Each tab and the filters it shows, in order, the first being the default; null without tabs. */
  readonly tabs: Readonly<Record<Tab, readonly Filter[]>> | null;
};

type TabPart<Tab extends string, Value> = [Tab] extends [never] ? unknown : { tab: Value };

export type ListView<Filter extends string = never, Tab extends string = never> = {
  page: number;
  perPage: number;
  search: string;
  /** Every filter of the page; those the current tab does not show are "". */
  filters: Record<Filter, string>;
} & TabPart<Tab, Tab>;

export type ListChange<Filter extends string = never, Tab extends string = never> = {
  page?: number;
  perPage?: number;
  search?: string;
  filters?: Partial<Record<Filter, string>>;
} & Partial<TabPart<Tab, Tab>>;

type UpdateListView<Filter extends string = never, Tab extends string = never> = (
  change: ListChange<Filter, Tab>,
) => void;

/** What a list component gets from the page that owns the view: `ListPropsOf<typeof hotelsView>`. */
export type ListPropsOf<Spec> =
  Spec extends ListViewSpec<infer Filter, infer Tab>
    ? { view: ListView<Filter, Tab>; update: UpdateListView<Filter, Tab> }
    : never;

/** The shape every view has at run time; the exported types only add which keys exist. */
type AnyView = { tab?: string; page: number; perPage: number; search: string; filters: Record<string, string> };
type AnySpec = ListViewSpec<string, string>;

export function defineListView<Filter extends string = never, Tab extends string = never>(options: {
  filters?: Record<Filter, FilterRule>;
  tabs?: Record<Tab, readonly NoInfer<Filter>[]>;
}): ListViewSpec<Filter, Tab> {
  return {
    filters: options.filters ?? ({} as Record<Filter, FilterRule>),
    tabs: options.tabs ?? null,
  };
}

/** The tabs in order (the first is the default); empty for a page without tabs. */
export function listTabs<Tab extends string>(spec: ListViewSpec<string, Tab>): Tab[] {
  return spec.tabs ? (Object.keys(spec.tabs) as Tab[]) : [];
}

function filtersShown(spec: AnySpec, tab: string | undefined): readonly string[] {
  return spec.tabs && tab !== undefined ? spec.tabs[tab] : Object.keys(spec.filters);
}

function cleanView(spec: AnySpec, tab: string | undefined): AnyView {
  const filters = Object.fromEntries(Object.keys(spec.filters).map((name) => [name, ""]));
  const view: AnyView = { page: 1, perPage: DEFAULT_PAGE_SIZE, search: "", filters };
  return tab === undefined ? view : { tab, ...view };
}

function positiveInteger(text: string | null): number | undefined {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** Reads the view from the query; anything unknown or malformed falls back to its default. */
export function readListView<Filter extends string, Tab extends string>(
  spec: ListViewSpec<Filter, Tab>,
  params: URLSearchParams,
): ListView<Filter, Tab> {
  const tabs = listTabs(spec);
  const tab = tabs.find((name) => name === params.get("tab")) ?? tabs[0];
  const view = cleanView(spec, tab);
  for (const name of filtersShown(spec, tab)) {
    const rule = spec.filters[name as Filter];
    const value = params.get(rule.urlKey ?? name)?.trim() ?? "";
    if (!rule.values || rule.values.includes(value)) view.filters[name] = value;
  }
  const perPage = positiveInteger(params.get("per_page"));
  view.page = positiveInteger(params.get("page")) ?? view.page;
  view.perPage = PAGE_SIZES.find((size) => size === perPage) ?? view.perPage;
  view.search = params.get("search")?.trim() ?? view.search;
  return view as ListView<Filter, Tab>;
}

/** The query for a view, leaving defaults out so a plain /hotels stays plain. */
export function writeListView<Filter extends string, Tab extends string>(
  spec: ListViewSpec<Filter, Tab>,
  view: ListView<Filter, Tab>,
): URLSearchParams {
  const { tab, page, perPage, search, filters } = view as AnyView;
  const params = new URLSearchParams();
  if (tab !== undefined && tab !== listTabs(spec)[0]) params.set("tab", tab);
  for (const name of filtersShown(spec, tab)) {
    if (filters[name]) params.set(spec.filters[name as Filter].urlKey ?? name, filters[name]);
  }
  if (search) params.set("search", search);
  if (perPage !== DEFAULT_PAGE_SIZE) params.set("per_page", String(perPage));
  if (page !== 1) params.set("page", String(page));
  return params;
}

/**
 * Applies a change: another tab starts from a clean view, and any change but the page itself
 * shows the first page (the old page number means nothing under new filters).
 */
export function changeListView<Filter extends string, Tab extends string>(
  spec: ListViewSpec<Filter, Tab>,
  view: ListView<Filter, Tab>,
  change: ListChange<Filter, Tab>,
): ListView<Filter, Tab> {
  const current = view as AnyView;
  const { filters, ...rest } = change as Partial<AnyView>;
  if (rest.tab !== undefined && rest.tab !== current.tab) return cleanView(spec, rest.tab) as ListView<Filter, Tab>;
  const next: AnyView = { ...current, ...rest, filters: { ...current.filters, ...filters } };
  return ("page" in change ? next : { ...next, page: 1 }) as ListView<Filter, Tab>;
}

export type ListQuery<Filter extends string = never> = { page: number; per_page: number; search?: string } & Partial<
  Record<Filter, string>
>;

/** The list endpoint's query parameters for a view: the filters that are set, by their API names. */
export function listQuery<Filter extends string>(view: ListView<Filter>): ListQuery<Filter> {
  const { page, perPage, search, filters } = view;
  const set = Object.entries<string>(filters).filter(([, value]) => value !== "");
  return { page, per_page: perPage, ...(search ? { search } : {}), ...Object.fromEntries(set) } as ListQuery<Filter>;
}
