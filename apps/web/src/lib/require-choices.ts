import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { uzCommon } from "../i18n/common.ts";

/**
 * A select left on its placeholder holds "", which a contract schema reads as a malformed id;
 * for those fields the form says the plain thing instead: the field must be filled in.
 */
export function requireChoices<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  fields: readonly (keyof Values & string)[],
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    for (const field of fields) {
      if (errors[field] && values[field] === "") errors[field] = { type: "required", message: uzCommon.requiredField };
    }
    return result;
  };
}
