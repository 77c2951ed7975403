/**
 * Exact decimals for live previews (a unit price while a delivery is typed): digits as a bigint
 * and a count of fraction digits, so 0.1 + 0.2 stays 0.3. Typed text is never negative; a
 * difference may be.
 */
export type Decimal = { units: bigint; scale: number };

const DECIMAL_TEXT = /^(\d+)(?:[.,](\d*))?$/;

/** "12", "12.5" or "12,5" (spaces ignored); null for anything else, negatives included. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.replace(/\s/g, ""));
  if (!match) return null;
  const fraction = match[2] ?? "";
  return { units: BigInt(match[1] + fraction), scale: fraction.length };
}

/** A JSON number from the API (already exact to its few places) as a decimal. */
export function decimalOf(value: number): Decimal {
  const parsed = parseDecimal(value.toFixed(10).replace(/0+$/, ""));
  if (!parsed) throw new RangeError(`not a non-negative number: ${value}`);
  return parsed;
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const align = (value: Decimal) => value.units * 10n ** BigInt(scale - value.scale);
  return { units: align(a) + align(b), scale };
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * 10n ** BigInt(scale - a.scale);
  const right = b.units * 10n ** BigInt(scale - b.scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a − b, negative when b is the larger (a profit preview while the price is still below the cost). */
export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

/** a ÷ b rounded half-up to `places` fraction digits; null when b is zero. */
export function divide(a: Decimal, b: Decimal, places: number): Decimal | null {
  if (b.units === 0n) return null;
  // a/b = (a.units / 10^a.scale) / (b.units / 10^b.scale); shifted so the quotient has places + 1 digits.
  const shift = places + 1 + b.scale - a.scale;
  const numerator = shift >= 0 ? a.units * 10n ** BigInt(shift) : a.units;
  const denominator = shift >= 0 ? b.units : b.units * 10n ** BigInt(-shift);
  const quotient = numerator / denominator;
  return { units: (quotient + 5n) / 10n, scale: places };
}

/** Canonical text: no trailing fraction zeros, no leading zeros ("1000", "0.045"). */
export function decimalText(value: Decimal): string {
  const sign = value.units < 0n ? "-" : "";
  const digits = (sign ? -value.units : value.units).toString().padStart(value.scale + 1, "0");
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, "");
  return sign + (fraction ? `${whole}.${fraction}` : whole);
}
