/** Content type of the .xlsx exports (order BOM, cutting plans). */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
