// Issue 25.17: the shared way a refusal reaches the screen. The server's message is shown as it
// came (a business refusal, a transport failure with a message); what the client already told
// the user (a refused field, the sign-in and buy dialogs, no permission) is not shown twice.
import { beforeEach, describe, expect, it, vi } from "vitest";

const shown = vi.hoisted(() => [] as string[]);
vi.mock("../ui/toast.ts", () => ({
  toast: {
    error: (text: string) => shown.push(text),
    success: () => undefined,
    warning: () => undefined,
    info: () => undefined,
  },
}));
vi.mock("../i18n/i18n.ts", () => ({
  translateKey: (key: string) => `[${key}]`,
}));

const { ApiError } = await import("./api-error.ts");
const { showError, showRefusal } = await import("./show-error.ts");

beforeEach(() => {
  shown.length = 0;
});

describe("issue 25.17: a refused call shows the server's message", () => {
  it("a business refusal (code 2) is shown as the server worded it", () => {
    const refusal = new ApiError({
      code: 2,
      key: "workshop.not_all_packed",
      message: "Not every unit is packed yet",
    });
    showRefusal(refusal);
    showError(refusal, "failed");
    expect(shown).toEqual(["Not every unit is packed yet", "Not every unit is packed yet"]);
  });

  it("a server fault shows its message with the request id to quote to support", () => {
    showRefusal(new ApiError({ status: 500, message: "Server error", requestId: "req-7f3a" }));
    expect(shown).toEqual(["Server error ([errors.reference])"]);
  });

  it("a failure without a message of the server's shows the page's failure text", () => {
    showRefusal(new Error("e.error is not a function"));
    showError(new ApiError({ status: 502, message: "" }), "Could not save");
    expect(shown).toEqual(["[errors.operation_failed]", "Could not save"]);
  });

  it("what the client already showed is not shown twice", () => {
    for (const error of [
      new ApiError({ status: 400, message: "Phone number is required" }),
      new ApiError({ code: -998, message: "Signed out" }),
      new ApiError({ code: 10086, key: "purchase.module_needed", message: "Buy it" }),
      new ApiError({ code: 2, key: "access.no_permission", message: "No permission" }),
    ])
      showRefusal(error);
    expect(shown).toEqual([]);
  });
});
