import { readFile } from "node:fs/promises";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { unzipSync } from "fflate";
import { expectNoSidewaysScroll, snap } from "../fixtures/steps.ts";

/** The page's download of the chosen format, as bytes. */
async function download(page: Page, touch: boolean): Promise<{ name: string; bytes: Uint8Array }> {
  const file = page.waitForEvent("download");
  const button = page.getByTestId("machines-download");
  await (touch ? button.tap() : button.click());
  const d = await file;
  return { name: d.suggestedFilename(), bytes: new Uint8Array(await readFile((await d.path())!)) };
}

/**
 * From a confirmed plan's result page to the machines (/deviceDocking, issue 34): the plan's bars
 * in cutting order, then the file of each of two formats, read as a saw would — a cut per CSV row
 * and per DSTV file, the same count as the page lists.
 */
export async function sendToMachines(page: Page, info: TestInfo, touch: boolean) {
  const send = page.getByTestId("cut-machines");
  await (touch ? send.tap() : send.click());
  await page.waitForURL(/\/deviceDocking$/);
  await expect(page.getByTestId("machines-job")).toHaveText(/^Orders .+: \d+ bars, \d+ cuts$/);
  const [, bars, cuts] = ((await page.getByTestId("machines-job").textContent()) ?? "").match(
    /: (\d+) bars, (\d+) cuts$/,
  )!;
  await expect(page.getByTestId("machines-bar")).toHaveCount(Math.min(Number(bars), 20));
  await expect(page.getByTestId("machines-bar").first()).toContainText(/^Bar 1 · /);
  await expectNoSidewaysScroll(page);
  await snap(page, info, "device-docking");

  const csv = await download(page, touch);
  expect(csv.name).toMatch(/\.csv$/);
  const rows = new TextDecoder().decode(csv.bytes).trim().split("\r\n");
  // UTF-8 with a byte order mark (which the decoder drops), so a spreadsheet reads it as UTF-8
  expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(rows[0]).toMatch(/^bar_seq,profile,color,bar_no,/);
  expect(rows.length - 1).toBe(Number(cuts));

  // the format is chosen (check() makes sure the choice took) before its file is asked for
  await page.getByTestId("machines-format-dstv").check();
  await expect(page.getByTestId("machines-format-dstv")).toBeChecked();
  const zip = await download(page, touch);
  expect(zip.name).toMatch(/\.dstv\.zip$/);
  const files = unzipSync(zip.bytes);
  expect(Object.keys(files)).toHaveLength(Number(cuts));
  const first = new TextDecoder().decode(files["B0001-C01.nc1"]!);
  expect(first.split("\r\n")[0]).toBe("ST");
  expect(first).toContain("\r\n  SO\r\n");
}
