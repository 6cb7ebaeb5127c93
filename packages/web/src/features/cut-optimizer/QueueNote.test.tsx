import { routes } from "@fenestra/api";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { byTestId, settle, viewPerTest } from "../../shared/test/render.tsx";
import { QueueNote } from "./QueueNote.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));

/** The note while `ticket` waits, the server saying `standing`. */
async function note(standing: { inUse: number; position: number }, ticket: string | null = "ticket-1") {
  vi.mocked(api.call).mockImplementation((async (route: unknown) => {
    if (route === routes.cutting.queue) return standing;
    throw new Error("unexpected call");
  }) as never);
  await shown.render(<QueueNote ticket={ticket} />);
  await settle(4);
  return byTestId(shown.container, "cut-queue")?.textContent ?? null;
}

describe("SPEC §8 queue message", () => {
  it("says where a waiting optimization stands and how many of the account's are in the queue", async () => {
    expect(await note({ inUse: 2, position: 3 })).toBe(
      "In the queue: you are number 3 (optimizations of this account running or waiting: 2)",
    );
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(routes.cutting.queue, { query: { ticket: "ticket-1" } });
  });

  it("says nothing once it runs, or when nothing waits", async () => {
    expect(await note({ inUse: 1, position: 0 })).toBeNull();
    expect(await note({ inUse: 1, position: 2 }, null)).toBeNull();
    expect(vi.mocked(api.call)).toHaveBeenCalledTimes(1);
  });
});
