import { routes } from "@fenestra/api";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../shared/api/api-error.ts";
import { api } from "../shared/api/client.ts";
import { byTestId, click, settle, signIn, viewPerTest } from "../shared/test/render.tsx";

// Lists read with plain react-query (not the paged lists) that could not be read: each says why
// and offers Try again (shared/list/LoadFailed), never its "nothing yet" — a person who saw
// "no receipt accounts yet" after a failed read would believe the company had none.

vi.mock("../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));
const { AccountsPanel } = await import("./finance/AccountsPanel.tsx");
const { Component: RendersPage } = await import("./rendering/RendersPage.tsx");
const { TrackBusinessPage } = await import("./account/BusinessPages.tsx");
const { Component: FeedbackPage } = await import("./account/FeedbackPage.tsx");
const { RecentContracts } = await import("./home/RecentContracts.tsx");

const shown = viewPerTest(vi.mocked(api.call));
const busy = () =>
  new ApiError({
    status: 429,
    key: "errors.busy_surge",
    message: "Too many people at once: try again soon.",
  });

/** The first read of `route` fails as busy, the next answers `then`. */
function failsOnceThen(route: unknown, then: unknown) {
  let failed = false;
  vi.mocked(api.call).mockImplementation(async (called) => {
    if (called !== route) throw new Error(`unexpected ${String((called as { path?: string }).path)}`);
    if (!failed) {
      failed = true;
      throw busy();
    }
    return then as never;
  });
}

const cases = [
  {
    name: "the receipt accounts",
    ui: () => <AccountsPanel />,
    route: routes.finance.accounts,
    empty: [],
    emptyText: "No accounts yet.",
  },
  {
    name: "the renders",
    ui: () => <RendersPage />,
    route: routes.renders.list,
    empty: { items: [], total: 0 },
    emptyText: "No renders yet",
  },
  {
    name: "the business applications",
    ui: () => <TrackBusinessPage />,
    route: routes.account.businessApplications,
    empty: { items: [] },
    emptyText: "No applications yet",
  },
  {
    name: "one's feedback",
    ui: () => <FeedbackPage />,
    route: routes.feedback.mine,
    empty: { items: [] },
    emptyText: "No feedback yet",
  },
  {
    name: "the workbench's recent contracts",
    ui: () => <RecentContracts />,
    route: routes.contracts.list,
    empty: { items: [], total: 0 },
    emptyText: "No contracts yet.",
  },
];

describe("a list that could not be read", { timeout: 60_000 }, () => {
  for (const c of cases)
    it(`${c.name}: says why and offers Try again, not that there is nothing; Try again reads it`, async () => {
      signIn({ id: 1, fid: 0 });
      failsOnceThen(c.route, c.empty);
      await shown.render(c.ui());
      await settle(4);
      const text = shown.container.textContent ?? "";
      expect(text).toContain("Too many people at once: try again soon.");
      expect(text).not.toContain(c.emptyText);
      await click(byTestId(shown.container, "empty-action"));
      await settle(4);
      expect(shown.container.textContent).toContain(c.emptyText);
      expect(shown.container.textContent).not.toContain("Too many people at once");
    });
});
