import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** An answer that must be an .xlsx workbook, read. */
export async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(res.headers["content-type"]).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** GETs an .xlsx export as `token`, in `lang` (the TargetLanguage header), and reads the workbook. */
export async function getWorkbook(
  app: FastifyInstance,
  url: string,
  { token, lang, query }: { token: string; lang: string; query?: Record<string, string> },
): Promise<ExcelJS.Workbook> {
  const res = await app.inject({
    method: "GET",
    url,
    ...(query ? { query } : {}),
    headers: { authorization: `Bearer ${token}`, targetlanguage: lang },
  });
  return workbookOf(res);
}
