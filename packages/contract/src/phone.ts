import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The one phone rule of the product, for every phone field, on the server and in the browser:
 * a valid international number, kept in E.164 ("+966501234567"). The `min` metadata is enough:
 * it checks each country's lengths and leading digits (Saudi numbers are +966 and 9 digits,
 * mobiles 5…, landlines 1…; Uzbek ones +998 and 9 digits) without the per-type patterns only
 * needed to tell a mobile from a landline, at half the size in the web bundle.
 *
 * Typed input may carry spaces, dashes, dots and brackets, "00" for "+", and the trunk 0 after
 * the country code ("+966 0 12 571 8888", which the old "+966 and 10 digits" rule made people
 * type). A number without its country code is accepted only when it is unambiguous: the company
 * works in Saudi Arabia and Uzbekistan, so digits are read as an international number missing
 * its "+", as a Saudi number and as an Uzbek one, and taken when exactly one number comes out
 * ("0501234567" can only be Saudi, "998901234567" only Uzbek); "501234567" is a valid mobile in
 * both countries and is refused with a message asking for the country code.
 */

/** The countries whose numbers may be typed without their country code. */
const HOME_COUNTRIES: readonly CountryCode[] = ["SA", "UZ"];
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

export const PHONE_MAX_LENGTH = 40;
export const PHONE_INVALID = "Telefon raqami noto'g'ri: uni mamlakat kodi bilan kiriting, masalan +966 50 123 4567 yoki +998 90 123 45 67";
export const PHONE_NEEDS_COUNTRY_CODE =
  "Bu raqam Saudiya Arabistonida ham, O'zbekistonda ham bo'lishi mumkin: mamlakat kodini qo'shing (+966 yoki +998)";

export type PhoneReading = { ok: true; e164: string } | { ok: false; message: string };

function validE164(text: string, country?: CountryCode): string | null {
  const number = parsePhoneNumberFromString(text, country ? { defaultCountry: country } : undefined);
  return number?.isValid() ? number.number : null;
}

/** A typed phone number as E.164, or the Uzbek message saying why it is refused. */
export function readPhone(typed: string): PhoneReading {
  const text = typed.trim();
  if (text.length > PHONE_MAX_LENGTH || !TYPED_PHONE.test(text)) return { ok: false, message: PHONE_INVALID };
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+") || digits.startsWith("00")) {
    const e164 = validE164(`+${digits.replace(/^00/, "")}`);
    return e164 ? { ok: true, e164 } : { ok: false, message: PHONE_INVALID };
  }
  const readings = new Set(
    [validE164(`+${digits}`), ...HOME_COUNTRIES.map((country) => validE164(digits, country))].filter((value) => value !== null),
  );
  if (readings.size === 1) return { ok: true, e164: [...readings][0] };
  return { ok: false, message: readings.size ? PHONE_NEEDS_COUNTRY_CODE : PHONE_INVALID };
}

/**
 * A stored number to show and to dial: grouped the international way ("+966 50 123 4567") with
 * its `tel:` address, or, for a number kept as typed before this rule, that text and no address.
 */
export function displayPhone(stored: string): { text: string; href: string | null } {
  const number = parsePhoneNumberFromString(stored);
  return number?.isValid()
    ? { text: number.formatInternational(), href: number.getURI() }
    : { text: stored, href: null };
}
