import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { uzCommon } from "../i18n/common.ts";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";

type SearchBoxProps = { value: string; onSearch: (search: string) => void; placeholder: string };

/**
 * The 'Qidirish' box of a list: the list follows once typing pauses. The box also follows the URL
 * when it changes by other means (Back, a link), without sending that value back.
 */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim());
  const committed = useRef(value);

  useEffect(() => {
    if (settled === committed.current) return;
    committed.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  return (
    <Field label={uzCommon.search} className="min-w-0 flex-1 basis-60 print:hidden">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <Input
          type="search"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
    </Field>
  );
}
