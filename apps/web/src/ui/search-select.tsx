import { ChevronDown, LoaderCircle } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { uzCommon } from "../i18n/common.ts";
import { uzSearchSelect } from "../i18n/ui.ts";
import { cn } from "../lib/cn.ts";
import { useFieldControl } from "./field-context.ts";
import { controlClass } from "./input.tsx";

export type SearchOption = {
  value: string;
  label: string;
  /** A second, quieter line: a price, a unit, what is in stock. */
  detail?: string;
};

type SearchSelectProps = {
  /** The matches of the current search, as the caller fetched them. */
  options: readonly SearchOption[];
  value: string;
  /** The chosen option's label: it may not be among the current search's matches. */
  selectedLabel: string;
  onChange: (option: SearchOption) => void;
  /** What is typed; the caller searches with it (the list endpoint's `search`). */
  search: string;
  onSearchChange: (search: string) => void;
  loading?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** The list's name, and the input's too when no Field labels it. */
  label?: string;
};

/**
 * A select whose choices come from a server search: type to narrow, arrows and Enter or a
 * click to choose. The list is a popover layer, so Escape closes it and not the sheet around it.
 */
export function SearchSelect({
  options,
  value,
  selectedLabel,
  onChange,
  search,
  onSearchChange,
  loading = false,
  placeholder,
  disabled = false,
  label,
}: SearchSelectProps) {
  const field = useFieldControl();
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${listId}-${index}`;

  const show = () => {
    if (disabled) return;
    setActive(Math.max(0, options.findIndex((option) => option.value === value)));
    setOpen(true);
  };

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    onChange(option);
    onSearchChange("");
    setOpen(false);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div ref={anchor} className="relative">
          <input
            id={field?.id}
            type="text"
            role="combobox"
            aria-label={field ? undefined : label}
            aria-describedby={field?.describedBy}
            aria-invalid={field?.invalid || undefined}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? optionId(active) : undefined}
            autoComplete="off"
            disabled={disabled}
            placeholder={selectedLabel || placeholder}
            value={open ? search : selectedLabel}
            onChange={(event) => {
              onSearchChange(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={show}
            onKeyDown={keyDown}
            className={cn(controlClass, "pr-9")}
          />
          {loading && open ? (
            <LoaderCircle className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted" aria-hidden />
          ) : (
            <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
          )}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 max-h-64 w-[var(--radix-popper-anchor-width)] overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
        >
          <ul id={listId} role="listbox" aria-label={label ?? placeholder}>
            {options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  "cursor-pointer rounded-md px-3 py-2 text-sm text-ink",
                  index === active && "bg-brand-50",
                  option.value === value && "font-semibold",
                )}
              >
                <span className="block">{option.label}</span>
                {option.detail && <span className="block text-xs text-muted">{option.detail}</span>}
              </li>
            ))}
          </ul>
          {!options.length && (
            <p className="px-3 py-2 text-sm text-muted">{loading ? uzCommon.loading : uzSearchSelect.noMatches}</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
