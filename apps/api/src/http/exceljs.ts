import type ExcelJS from "exceljs";

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded by the first spreadsheet the process writes or reads instead of at start: it
 * adds 29 MB to the process's memory (RSS), which a process that never exports or imports a
 * sheet does not need.
 */
export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import("exceljs").then((module) => module.default);
  return loading;
}
