import { getFile, type Query } from "./api-client.ts";
import { saveFile } from "./save-file.ts";

/** A file the API answers, saved under the server's name. */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  const { blob, fileName } = await getFile(path, { query });
  saveFile(blob, fileName ?? fallbackName);
}

/** Any list or report as .xlsx: the same endpoint and filters with format=xlsx. */
export function exportXlsx(path: string, query: Query, fallbackName: string): Promise<void> {
  return downloadFile(path, { ...query, format: "xlsx" }, fallbackName);
}

/**
 * A list page as .xlsx from the query its list sends: the filters and search, without the page
 * and its size, since the file holds every matching row.
 */
export function exportListXlsx(path: string, query: Query, fallbackName: string): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return exportXlsx(path, filters, fallbackName);
}
