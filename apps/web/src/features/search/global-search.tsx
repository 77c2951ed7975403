import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { SearchResult } from "@app/contract/schemas/search";
import { uzGlobalSearch } from "../../i18n/shell.ts";
import { cn } from "../../lib/cn.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { Button } from "../../ui/button.tsx";
import { controlClass } from "../../ui/input.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useGlobalSearch } from "./search-api.ts";
import { groupByKind, opensSearch, stepFrom } from "./search-results.ts";

const t = uzGlobalSearch;

/**
 * The header's search over guests, pilgrims, bookings, groups, counterparties and orders (`/` or Ctrl+K):
 * a combobox whose results, grouped by kind, are links; arrows move, Enter follows, Escape closes.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const typed = text.trim();
  const term = useDebouncedValue(typed, 250);
  const search = useGlobalSearch(term);

  const groups = groupByKind(term ? (search.data ?? []) : []);
  const options = groups.flatMap((group) => group.results);
  // The option moved to, kept within the results when fewer come back.
  const active = Math.min(chosen, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;
  const settling = typed !== term || search.isFetching;
  const showPanel = open && typed !== "";

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (showPanel) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const close = () => {
    setOpen(false);
    input.current?.blur();
  };

  const follow = (result: SearchResult) => {
    close();
    void navigate(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setChosen(stepFrom(active, event.key === "ArrowDown" ? 1 : -1, options.length));
    } else if (event.key === "Enter" && showPanel && options[active]) {
      event.preventDefault();
      follow(options[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (showPanel) setOpen(false);
      else close();
    }
  };

  return (
    <div className="relative w-full max-w-md">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={t.label}
        aria-expanded={showPanel}
        aria-controls={`${id}-panel`}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && options.length ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(controlClass, "pr-24 pl-9")}
      />
      <kbd className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 text-xs text-muted sm:block">
        {t.shortcut}
      </kbd>
      {showPanel && (
        // Pressing inside the panel must not take the focus from the box, or it would close before the click lands.
        <div
          id={`${id}-panel`}
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
        >
          {search.isError && !settling ? (
            <div className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium text-danger">{t.failed}</span>
              <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : options.length === 0 ? (
            settling ? (
              <div className="flex items-center gap-2 px-3 py-2 text-sm text-muted">
                <Spinner className="text-muted" label={t.searching} />
                <span aria-hidden>{t.searching}</span>
              </div>
            ) : (
              <div role="status" className="px-3 py-2 text-sm">
                <p className="font-medium text-ink">{t.nothingFound}</p>
                <p className="text-muted">{t.nothingFoundHint}</p>
              </div>
            )
          ) : (
            <div role="listbox" aria-label={t.results} aria-busy={settling}>
              {groups.map((group) => (
                <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                  <div role="presentation" id={`${id}-${group.kind}`} className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase">
                    {t.kinds[group.kind]}
                  </div>
                  {group.results.map((result) => {
                    const index = options.indexOf(result);
                    return (
                      <Link
                        key={result.id}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === active}
                        to={result.url}
                        onClick={close}
                        onMouseMove={() => setChosen(index)}
                        className={cn("block rounded-md px-3 py-2 text-sm", index === active && "bg-brand-50")}
                      >
                        <span className="block font-medium text-ink">{result.title}</span>
                        {result.subtitle && <span className="block truncate text-xs text-muted">{result.subtitle}</span>}
                      </Link>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
