import { tidyName, uzbekName } from "../formulas/uzbek-name.ts";
import { optionalText, requiredText } from "./common.ts";

/**
 * A name staff type (a person, a group, a hotel, a dish...): saved in its one form, so the
 * apostrophes of Gʻaniyev read the same whichever keyboard typed them.
 */
export function requiredName(max: number) {
  return requiredText(max).transform(uzbekName);
}

/** An optional name: empty becomes null, the rest is saved in its one form. */
export function optionalName(max: number) {
  return optionalText(max, uzbekName);
}

/** A name as the passport prints it (Latin A–Z, a plain ' or none): only its spaces are tidied. */
export function passportName(max: number) {
  return requiredText(max).transform(tidyName);
}
