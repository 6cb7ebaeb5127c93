import { routes } from "@fenestra/api";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { api } from "../api/client.ts";
import { byTestId, click, settle, viewPerTest } from "../test/render.tsx";
import { PagedTable } from "./PagedTable.tsx";
import { usePagedList } from "./use-paged-list.ts";

vi.mock("../api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));

function Contracts() {
  const list = usePagedList(routes.contracts.list, {});
  return (
    <PagedTable
      list={list}
      columns={[{ title: "No.", dataIndex: "contractNo" }]}
      firstUse={{ text: "No contracts yet" }}
    />
  );
}

describe("a paged list that could not be read", () => {
  it("says why and offers to try again, never that there is nothing yet", async () => {
    const restarting = new ApiError({
      status: 502,
      key: "errors.busy_restarting",
      message: "The server is restarting: please try again in a minute.",
    });
    vi.mocked(api.call)
      .mockRejectedValueOnce(restarting)
      .mockResolvedValueOnce({ items: [], total: 0 } as never);
    await shown.render(<Contracts />);
    await settle(4);
    const empty = byTestId(shown.container, "empty-state");
    expect(empty?.textContent).toContain("The server is restarting: please try again in a minute.");
    expect(empty?.textContent).not.toContain("No contracts yet");
    await click(byTestId(shown.container, "empty-action"));
    await settle(4);
    expect(vi.mocked(api.call)).toHaveBeenCalledTimes(2);
    expect(byTestId(shown.container, "empty-state")?.textContent).toContain("No contracts yet");
  });
});
