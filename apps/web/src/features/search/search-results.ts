import { SEARCH_KINDS, type SearchKind, type SearchResult } from "@app/contract/schemas/search";

export type ResultGroup = { kind: SearchKind; results: SearchResult[] };

/** The results by kind, in the order of SEARCH_KINDS; a kind with nothing found is left out. */
export function groupByKind(results: readonly SearchResult[]): ResultGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, results: results.filter((result) => result.kind === kind) })).filter(
    (group) => group.results.length > 0,
  );
}

/** The option `step` places from `current` among `count`, wrapping round at either end. */
export function stepFrom(current: number, step: number, count: number): number {
  return count === 0 ? 0 : (current + step + count) % count;
}

/** Where typing goes to a field: a shortcut key there is the user's text, not a command. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.isContentEditable
  );
}

/**
 * `/` or Ctrl+K (⌘K on a Mac) opens the search, unless it is typed into a field or inside an
 * open dialog, whose focus stays within it.
 */
export function opensSearch(event: KeyboardEvent): boolean {
  const shortcut =
    (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey) ||
    ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k");
  if (!shortcut || isTypingTarget(event.target)) return false;
  return !(event.target instanceof Element && event.target.closest("[role=dialog], [role=alertdialog]"));
}
