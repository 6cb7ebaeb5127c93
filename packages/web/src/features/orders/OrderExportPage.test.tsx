import { routes } from "@fenestra/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { byTestId, click, settle, viewPerTest } from "../../shared/test/render.tsx";
import { Component as OrderExportPage } from "./OrderExportPage.tsx";

// /orders/export/{id} (SPEC §2, issue 30): the order's quote offered as PDF, Excel and Word, each
// written by a file job of the order export the drawing page's output menu uses, then downloaded.

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));
vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  useParams: () => ({ id: "7" }),
}));

const window = {
  id: 70,
  orderId: 7,
  design: {},
  origin: "design",
  windowNo: "C1",
  count: 2,
  installPosition: "",
  note: "",
  seriesId: null,
  color: "",
  glass: "",
  screen: "",
  profileType: "",
  hardwareBrand: "",
  reinforcement: "",
  wallThickness: 0,
  width: 1500,
  height: 1200,
  area: 1.8,
  minArea: 0,
  price: 60000,
  amount: 120000,
  weights: null,
  hasPicture: false,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  version: 1,
};

function order(items: unknown[]) {
  return {
    id: 7,
    orderNo: "DD20261101-0007",
    kind: "formal",
    contractId: null,
    customer: "Li Lei",
    salespersonId: null,
    amount: items.length ? 120000 : 0,
    area: 3.6,
    itemCount: items.length,
    createdAt: "2026-11-01T08:00:00.000Z",
    updatedAt: "2026-11-01T08:00:00.000Z",
    items,
  };
}

const shown = viewPerTest(vi.mocked(api.call));
const saved: string[] = [];
URL.createObjectURL = () => "blob:order";
URL.revokeObjectURL = () => {};
afterEach(() => {
  vi.mocked(api.download).mockReset();
  saved.length = 0;
});

describe("the order export page", { timeout: 30_000 }, () => {
  it("offers the order's quote as PDF, Excel and Word, each written by a file job and downloaded as the server names it", async () => {
    const started: unknown[] = [];
    vi.mocked(api.call).mockImplementation(async (route, args) => {
      // the windows' photos (a converted visit's): none here
      if (route === routes.orders.photos) return [];
      if (route === routes.exports.orderJob) {
        const { params, body } = args as unknown as { params: unknown; body: { format: string } };
        started.push({ params, body });
        return { jobId: `job-${body.format}` };
      }
      if (route === routes.fileJobs.job) {
        const format = (args as unknown as { params: { id: string } }).params.id.replace("job-", "");
        const file = {
          fileName: `DD20261101-0007.${format}`,
          url: `/f/${format}`,
          expiresAt: "2026-11-01T10:15:00Z",
        };
        return { state: "done", progress: 1, file };
      }
      expect(route).toBe(routes.orders.detail);
      return order([window]);
    });
    const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await shown.render(<OrderExportPage />);
    await settle();
    const text = shown.container.textContent ?? "";
    expect(text).toContain("Export order DD20261101-0007");
    expect(text).toContain("Amount: 1200.00");
    expect(text).toContain("C1");
    for (const format of ["pdf", "xlsx", "docx"]) {
      await click(byTestId(shown.container, `order-export-${format}`));
      await settle();
    }
    expect(started).toEqual([
      { params: { id: 7 }, body: { format: "pdf" } },
      { params: { id: 7 }, body: { format: "xlsx" } },
      { params: { id: 7 }, body: { format: "docx" } },
    ]);
    expect(byTestId(shown.container, "file-job-download")?.getAttribute("href")).toBe("/f/docx");
    expect(saved).toEqual(["DD20261101-0007.pdf", "DD20261101-0007.xlsx", "DD20261101-0007.docx"]);
    anchorClick.mockRestore();
  });

  it("offers no download of an order without windows, and says why", async () => {
    vi.mocked(api.call).mockImplementation(async (route) =>
      route === routes.orders.photos ? [] : order([]),
    );
    await shown.render(<OrderExportPage />);
    await settle();
    for (const format of ["pdf", "xlsx", "docx"]) {
      expect(byTestId<HTMLButtonElement>(shown.container, `order-export-${format}`)?.disabled).toBe(true);
    }
    await click(byTestId(shown.container, "order-export-pdf"));
    expect(vi.mocked(api.call).mock.calls.some(([route]) => route === routes.exports.orderJob)).toBe(false);
    expect(shown.container.textContent).toContain("The order has no windows yet.");
  });
});
