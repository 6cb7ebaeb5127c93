import { describe, expect, it } from "vitest";
import { straightenPhoto } from "./straighten.ts";

describe("straightening the photographed paper for showing the proposal", () => {
  it("maps the paper's corners onto the rectangle's and leaves what is off the photo white", () => {
    // a 4 × 4 photo: left half red, right half blue; the "paper" is its right half (x 2..4)
    const data = new Uint8ClampedArray(4 * 4 * 4);
    for (let i = 0; i < 16; i++) data.set(i % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
    const corners = [
      { x: 2, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 2, y: 4 },
    ];
    const out = straightenPhoto({ width: 4, height: 4, data }, corners, 2, 4);
    // every pixel of the 2 × 4 result comes from the blue half
    for (let i = 0; i < 8; i++) expect([...out.data.slice(i * 4, i * 4 + 4)]).toEqual([0, 0, 255, 255]);
    // corners beyond the photo: white
    const off = straightenPhoto(
      { width: 4, height: 4, data },
      corners.map((p) => ({ x: p.x + 10, y: p.y })),
      2,
      2,
    );
    expect([...off.data.slice(0, 4)]).toEqual([255, 255, 255, 255]);
  });
});
