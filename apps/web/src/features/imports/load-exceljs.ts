/** exceljs is large: it loads with the first XLSX read or written, not with the app. */
export async function loadExcelJs() {
  const module = await import('exceljs');
  // The browser build is a CommonJS bundle: its exports arrive as the default export.
  return (module as unknown as { default?: typeof module }).default ?? module;
}
