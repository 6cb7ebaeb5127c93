import { describe, expect, it } from "vitest";
import { PhotoRefused, preparePhoto } from "./prepare-photo.ts";

// SPEC §5's limit at the device, before anything is sent: the photo is refused with the limit
// (the server refuses the same), never shrunk behind the user's back.
const refusalOf = (file: File) =>
  preparePhoto(file).then(
    () => null,
    (error: unknown) => (error instanceof PhotoRefused ? error.refusal : error),
  );

describe("a photo picked or taken", () => {
  it("over 3 MB is refused with the limit", async () => {
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], "wall.jpg", { type: "image/jpeg" });
    expect(await refusalOf(big)).toBe("photo_too_large");
  });

  it("that is no JPEG, PNG or HEIC is refused", async () => {
    const gif = new File([new Uint8Array(10)], "wall.gif", { type: "image/gif" });
    expect(await refusalOf(gif)).toBe("photo_invalid");
  });
});
