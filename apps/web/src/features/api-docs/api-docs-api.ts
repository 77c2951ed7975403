import { useQuery } from "@tanstack/react-query";
import { API_DOCS } from "@app/contract/endpoints/api-docs";
import { call } from "../../lib/api-client.ts";
import { saveFile } from "../../lib/save-file.ts";

export const useApiDocument = () =>
  useQuery({
    queryKey: [API_DOCS.openapi.path],
    queryFn: ({ signal }) => call(API_DOCS.openapi, {}, { signal }),
    staleTime: Infinity,
  });

/** The document as a file, for tools that generate clients or import collections. */
export function downloadDocument(document: unknown) {
  saveFile(new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }), "openapi.json");
}
