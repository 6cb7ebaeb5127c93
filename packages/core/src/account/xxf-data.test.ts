import { describe, expect, it } from "vitest";
import { xxfReadRefusal, xxfReadSchema } from "./xxf-data.ts";

const at = (iso: string) => new Date(iso);

describe("the message centre's read marker (xxfData)", () => {
  it("refuses a moment after now and takes now itself", () => {
    const now = at("2026-11-30T12:00:00.000Z");
    expect(xxfReadRefusal(at("2026-11-30T12:00:00.001Z"), now)).toBe("validation.xxf_read_at_future");
    expect(xxfReadRefusal(now, now)).toBeNull();
    expect(xxfReadRefusal(at("2026-11-29T08:00:00.000Z"), now)).toBeNull();
  });

  it("takes an ISO instant with its offset and refuses anything else at readAt", () => {
    expect(xxfReadSchema.safeParse({ readAt: "2026-11-30T10:00:00+08:00" }).success).toBe(true);
    for (const readAt of ["yesterday", "2026-11-30", "", 1764496800000]) {
      const parsed = xxfReadSchema.safeParse({ readAt });
      expect(parsed.error?.issues[0]?.message, String(readAt)).toBe("validation.xxf_read_at_invalid");
    }
  });
});
