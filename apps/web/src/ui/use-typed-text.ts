import { useState } from "react";

/**
 * The text a box shows for the value it holds ("" when empty): kept as typed while it is being
 * typed, replaced when the value changes from outside (a reset, a preset). `valueOf` reads what
 * the text holds, null when it cannot: the form holds no value for such text either.
 */
export function useTypedText<Text>(value: string, textOf: (value: string) => Text, valueOf: (text: Text) => string | null) {
  const [text, setText] = useState(() => textOf(value));
  const [held, setHeld] = useState(value);
  if (value !== held) {
    setHeld(value);
    if (value !== (valueOf(text) ?? "")) setText(textOf(value));
  }
  return [text, setText] as const;
}
