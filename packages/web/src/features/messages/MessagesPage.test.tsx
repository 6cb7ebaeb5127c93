import { routes } from "@fenestra/api";
import type { Message } from "@fenestra/core/messages/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessagesBadge } from "../../app/bars/MessagesBadge.tsx";
import { api } from "../../shared/api/client.ts";
import { queryClient } from "../../shared/api/query-client.ts";
import { byTestId, click, settleUntil, signIn, viewPerTest } from "../../shared/test/render.tsx";
import { Component as MessagesPage } from "./MessagesPage.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));
afterEach(() => queryClient.clear());

const payment: Message = {
  id: 7,
  kind: "payment",
  params: { amount: 150_000, contractNo: "HT-0042", customer: "Chen" },
  contractId: 42,
  createdAt: "2026-12-01T08:00:00.000Z",
  unread: true,
};
const reply: Message = {
  id: 5,
  kind: "feedback_reply",
  params: { category: "design" },
  contractId: null,
  createdAt: "2026-11-30T08:00:00.000Z",
  unread: false,
};

/** A server holding the two messages, the payment unread until it is marked read. */
function server() {
  const read = new Set<number>();
  vi.mocked(api.call).mockImplementation((async (route: unknown) => {
    const items = [payment, reply].map((m) => ({ ...m, unread: m.unread && !read.has(m.id) }));
    const unread = items.filter((m) => m.unread).length;
    if (route === routes.messages.unread) return { count: unread };
    if (route === routes.messages.list) return { items, total: 2, unread, newestAt: payment.createdAt };
    if (route === routes.messages.read) {
      read.add(payment.id);
      return { count: 0 };
    }
    throw new Error("unexpected call");
  }) as never);
}

describe("the message centre", () => {
  it("shows the unread count on the bar's bell, each message in words linked to its object, and marks one read", async () => {
    signIn({ id: 1, fid: 0 });
    server();
    await shown.render(
      <>
        <MessagesBadge />
        <MessagesPage />
      </>,
      "/xxf",
    );
    const badge = () => byTestId(shown.container, "messages-badge");
    await settleUntil(() => expect(badge()?.dataset.count).toBe("1"));
    expect(badge()?.getAttribute("href")).toBe("/xxf");
    expect(badge()?.querySelector(".ant-badge-count")?.textContent).toBe("1");
    const rows = [...shown.container.querySelectorAll<HTMLElement>('[data-testid="message"]')];
    expect(rows.map((r) => r.querySelector('[data-testid="message-link"]')?.textContent)).toEqual([
      "Payment of ¥1500.00 received on contract HT-0042",
      "Your feedback (Design) has been answered",
    ]);
    expect(rows.map((r) => r.dataset.unread)).toEqual(["true", "false"]);
    expect(rows[0]?.querySelector("a")?.getAttribute("href")).toBe("/orders/group-detail/42");
    expect(rows[1]?.querySelector("a")?.getAttribute("href")).toBe("/personal-center/feedback");

    await click(byTestId(shown.container, "message-read"));
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(routes.messages.read, { params: { id: 7 } });
    await settleUntil(() => expect(badge()?.dataset.count).toBe("0"));
    expect(badge()?.querySelector(".ant-badge-count")).toBeNull();
    expect(byTestId(shown.container, "message-read")).toBeNull();
  });
});
