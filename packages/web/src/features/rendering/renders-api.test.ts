import { describe, expect, it } from "vitest";
import { downloadName, shareAddress } from "./renders-api.ts";

describe("a render's download and link", () => {
  it("names the download after the title, safe for a file system, with the picture's type", () => {
    expect(downloadName("Living room / south: wall", "image/png")).toBe("Living-room-south-wall.png");
    expect(downloadName("客厅 南墙", "image/jpeg")).toBe("客厅-南墙.jpg");
    expect(downloadName("???", "image/png")).toBe("render.png");
  });
  it("gives the whole address to send", () => {
    expect(shareAddress("/share-render/abc", "https://fenestra.example")).toBe(
      "https://fenestra.example/share-render/abc",
    );
  });
});
