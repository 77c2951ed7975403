/** One operation of an OpenAPI document, flattened for the reference page. */
export type Operation = {
  method: string;
  path: string;
  group: string;
  summary: string;
  roles: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  body: unknown;
  response: unknown;
};

type RawOperation = {
  tags?: string[];
  summary?: string;
  "x-roles"?: string[] | string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const METHODS = ["get", "post", "put", "patch", "delete"];

const successOf = (responses: RawOperation["responses"] = {}) =>
  Object.entries(responses).find(([status]) => status.startsWith("2"))?.[1];

/** The document's operations in path order, each with what a caller must know to use it. */
export function operationsOf(paths: Record<string, Record<string, unknown>>): Operation[] {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const raw = item[method] as RawOperation;
      const roles = raw["x-roles"];
      return {
        method: method.toUpperCase(),
        path,
        group: raw.tags?.[0] ?? "",
        summary: raw.summary ?? "",
        roles: Array.isArray(roles) ? roles.join(", ") : (roles ?? ""),
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true,
        })),
        body: raw.requestBody?.content?.["application/json"]?.schema,
        response: successOf(raw.responses)?.content?.["application/json"]?.schema,
      };
    }),
  );
}

/** Operations whose path, summary, group or method contain the search, in any case. */
export function matching(operations: Operation[], search: string): Operation[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return operations;
  return operations.filter((operation) =>
    [operation.path, operation.summary, operation.group, operation.method].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** Operations by their group, groups in the order they first appear. */
export function byGroup(operations: Operation[]): Array<[string, Operation[]]> {
  const groups = new Map<string, Operation[]>();
  for (const operation of operations) groups.set(operation.group, [...(groups.get(operation.group) ?? []), operation]);
  return [...groups];
}
