import type { ImageChoice } from "../../../ui/image-upload.tsx";

/** A kitchen form's fields as the API reads them: text, or a list of ids sent as a repeated key. */
type FormFields = Record<string, string | readonly string[]>;

/**
 * The body of a save that may carry an image: multipart when a new image goes with it, JSON
 * otherwise, where `image: null` removes the stored image and leaving it out keeps it. The JSON
 * keeps the fields' type, so the endpoint's body schema checks them.
 */
export function formBody<Fields extends FormFields>(
  fields: Fields,
  image: ImageChoice,
): FormData | Fields | (Fields & { image: null }) {
  if (image === "keep") return { ...fields };
  if (image === "remove") return { ...fields, image: null };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else for (const item of value) form.append(name, item);
  }
  form.append("image", image);
  return form;
}
