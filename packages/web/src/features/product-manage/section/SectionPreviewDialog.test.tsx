import { routes } from "@fenestra/api";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api/api-error.ts";
import { api } from "../../../shared/api/client.ts";
import { byTestId, settle, viewPerTest } from "../../../shared/test/render.tsx";
import { SectionPreviewDialog } from "./SectionPreviewDialog.tsx";

// The series page's cross-section preview (SPEC §2 dialog): the section of a join as a picture
// with its DXF, and, when the section request fails, the reason instead, with nothing to download.

vi.mock("../../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const JOIN = { profileFrom: "KF60-01", profileTo: "KF60-03", crossValue: 10, offsetValue: 0 };

const shown = viewPerTest(vi.mocked(api.call));

async function preview(answer: () => Promise<unknown>) {
  const asked: unknown[] = [];
  vi.mocked(api.call).mockImplementation((async (route: unknown, args: unknown) => {
    if (route !== routes.series.section) throw new Error("unexpected call");
    asked.push(args);
    return answer();
  }) as never);
  await shown.render(<SectionPreviewDialog seriesId={7} join={JOIN} onClose={() => {}} />);
  await settle(6);
  return asked;
}

const dialog = () => document.querySelector(".ant-modal") as HTMLElement;
const download = () => byTestId<HTMLButtonElement>(document, "section-download-dxf");

describe("the cross-section preview", { timeout: 30_000 }, () => {
  it("shows the join's section as a picture and offers its DXF", async () => {
    const asked = await preview(async () => ({
      svg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
      dxf: "0\nEOF",
    }));
    expect(asked).toEqual([{ params: { id: 7 }, query: { from: "KF60-01", to: "KF60-03" } }]);
    expect(dialog().textContent).toContain("Section KF60-01 → KF60-03");
    expect(byTestId(document, "section-svg")?.getAttribute("alt")).toBe("Section KF60-01 → KF60-03");
    expect(download()?.disabled).toBe(false);
  });

  it("when the section request is refused, says why and offers nothing to download", async () => {
    await preview(() =>
      Promise.reject(new ApiError({ message: "Profile KF60-03 has no section drawing", code: 2 })),
    );
    expect(dialog().querySelector(".ant-alert-error")?.textContent).toContain(
      "Profile KF60-03 has no section drawing",
    );
    expect(byTestId(document, "section-svg")).toBeNull();
    expect(download()?.disabled).toBe(true);
    expect(dialog().querySelector(".ant-spin-spinning")).toBeNull();
  });

  it("when the server fails without a reason, says the section could not be drawn", async () => {
    await preview(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(dialog().querySelector(".ant-alert-error")?.textContent).toContain(
      "Server error, the section could not be drawn",
    );
    expect(download()?.disabled).toBe(true);
  });
});
