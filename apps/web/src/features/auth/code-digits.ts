/**
 * The six-box code entry as pure functions: what the boxes hold after typing or pasting
 * into one of them, and which box gets the focus next.
 */
export type CodeEntry = { digits: string[]; focus: number };

export function emptyCode(length: number): string[] {
  return Array.from({ length }, () => "");
}

/**
 * Digits typed or pasted into box `index`. A whole code (as many digits as boxes) fills every
 * box; fewer digits fill from `index` on. Anything that is not a digit is ignored.
 */
export function enterDigits(current: readonly string[], index: number, input: string): CodeEntry {
  const typed = input.replace(/\D/g, "");
  const digits = [...current];
  if (!typed) return { digits, focus: index };
  const start = typed.length >= digits.length ? 0 : index;
  const chars = typed.slice(0, digits.length - start).split("");
  chars.forEach((char, offset) => {
    digits[start + offset] = char;
  });
  return { digits, focus: Math.min(start + chars.length, digits.length - 1) };
}

/** Backspace in box `index`: clears it, or when it is already empty clears the box before and moves there. */
export function eraseDigit(current: readonly string[], index: number): CodeEntry {
  const digits = [...current];
  if (digits[index]) {
    digits[index] = "";
    return { digits, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  digits[previous] = "";
  return { digits, focus: previous };
}
