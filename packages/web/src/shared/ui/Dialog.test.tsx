import { describe, expect, it } from "vitest";
import { settle, viewPerTest } from "../test/render.tsx";
import { Dialog } from "./Dialog.tsx";

// SPEC §2c: "Default dialog width is auto" — a dialog is as wide as what it holds unless it has
// a width of its own (the buy prompt's 360, the section preview's 800).

const shown = viewPerTest();

function panel(title: string): HTMLElement {
  const dialog = [...document.querySelectorAll<HTMLElement>(".ant-modal")].find((el) =>
    el.textContent?.includes(title),
  );
  if (!dialog) throw new Error(`no dialog "${title}"`);
  return dialog;
}

describe("a dialog", () => {
  it("without a width of its own is as wide as its content, within the window", async () => {
    await shown.render(
      <Dialog open title="Auto" footer={null}>
        content
      </Dialog>,
    );
    await settle();
    const style = panel("Auto").style;
    expect(style.width).toBe("fit-content");
    expect(style.maxWidth).toBe("min(960px, calc(100vw - 32px))");
    expect(style.minWidth).toBe("min(360px, calc(100vw - 32px))");
  });

  it("with a width of its own keeps it", async () => {
    await shown.render(
      <Dialog open title="Fixed" width={420} footer={null}>
        content
      </Dialog>,
    );
    await settle();
    expect(panel("Fixed").style.width).toBe("420px");
  });
});
