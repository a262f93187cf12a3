/** exceljs is large: it loads with the first XLSX read or written, not with the app. */
export declare function loadExcelJs(): Promise<{
  default: typeof import('exceljs');
  RelationshipType: typeof import('exceljs').RelationshipType;
  DocumentType: typeof import('exceljs').DocumentType;
  PaperSize: typeof import('exceljs').PaperSize;
  ReadingOrder: typeof import('exceljs').ReadingOrder;
  ErrorValue: typeof import('exceljs').ErrorValue;
  ValueType: typeof import('exceljs').ValueType;
  FormulaType: typeof import('exceljs').FormulaType;
  Anchor: typeof import('exceljs').Anchor;
  Workbook: typeof import('exceljs').Workbook;
  config: typeof import('exceljs').config;
  stream: typeof import('exceljs').stream;
}>;
