import { useQuery } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { byTestId, click, settle, viewPerTest } from "../test/render.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { ResponsiveTable } from "../ui/ResponsiveTable.tsx";
import { LoadFailed } from "./LoadFailed.tsx";

// The one view of a list whose read failed (LoadFailed, through ResponsiveTable's `failed`):
// why, and Try again; never the list's empty state.

const shown = viewPerTest();

/** A table of rows read by react-query from `read`, whose empty view says "No accounts yet". */
function Rows({ read }: { read: () => Promise<{ id: number; name: string }[]> }) {
  const query = useQuery({ queryKey: ["rows"], queryFn: read });
  return (
    <ResponsiveTable
      rowKey="id"
      columns={[{ title: "Name", dataIndex: "name" }]}
      dataSource={query.data ?? []}
      empty={<EmptyState text="No accounts yet" />}
      failed={query}
    />
  );
}

describe("a list whose read failed", () => {
  it("says the server's words and offers Try again instead of its empty state; trying again reads it", async () => {
    let calls = 0;
    const read = async () => {
      calls += 1;
      if (calls === 1)
        throw new ApiError({
          status: 503,
          key: "errors.busy_restarting",
          message: "The server is restarting.",
        });
      return [];
    };
    await shown.render(<Rows read={read} />);
    await settle(4);
    const empty = byTestId(shown.container, "empty-state");
    expect(empty?.textContent).toContain("The server is restarting.");
    expect(empty?.textContent).toContain("Try again");
    expect(empty?.textContent).not.toContain("No accounts yet");
    await click(byTestId(shown.container, "empty-action"));
    await settle(4);
    expect(calls).toBe(2);
    expect(byTestId(shown.container, "empty-state")?.textContent).toContain("No accounts yet");
  });

  it("says that the operation failed when the failure has no words of its own", async () => {
    await shown.render(
      <Rows
        read={async () => {
          throw new TypeError("Failed to fetch");
        }}
      />,
    );
    await settle(4);
    const empty = byTestId(shown.container, "empty-state");
    expect(empty?.textContent).toContain("Try again");
    expect(empty?.textContent).toContain("Operation failed, try again later");
    expect(empty?.textContent).not.toContain("Failed to fetch");
    expect(empty?.textContent).not.toContain("No accounts yet");
  });

  it("says the card's own words when the failure has none, with Try again", async () => {
    const query = { isError: true, error: new TypeError("Failed to fetch"), refetch: () => undefined };
    await shown.render(<LoadFailed query={query} fallback="The recent contracts could not be loaded" />);
    const empty = byTestId(shown.container, "empty-state");
    expect(empty?.textContent).toContain("The recent contracts could not be loaded");
    expect(empty?.textContent).toContain("Try again");
  });

  it("says nothing of a session ended elsewhere (-998): the API client says it once and goes to /login", async () => {
    const error = new ApiError({
      status: 200,
      code: -998,
      key: "access.login_expired",
      message: "Your sign-in is no longer valid",
    });
    await shown.render(<LoadFailed query={{ isError: true, error, refetch: () => undefined }} />);
    expect(byTestId(shown.container, "empty-state")).toBeNull();
    expect(shown.container.textContent).not.toContain("Your sign-in is no longer valid");
  });
});
