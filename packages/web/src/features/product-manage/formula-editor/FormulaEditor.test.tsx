import { act } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { byTestId, type Rendered, render, settle, typeInto } from "../../../shared/test/render.tsx";
import { demoSeriesRecord } from "../demo-series-record.ts";

// The formula editor against the demo TB60 series, with the API answering the series itself:
// typing validates each expression live with core's parser and shows code, position and message
// at the field; fixing it clears the error.

vi.mock("../../../shared/api/client.ts", () => ({
  api: {
    // The only read: the series (routes.series.get); nothing is saved here.
    call: vi.fn(async () => demoSeriesRecord),
  },
}));

const { FormulaEditor } = await import("./FormulaEditor.tsx");

// antd renders slowly in jsdom on a shared 2-core machine: one editor for the whole file, and
// every test puts back what it changed.
describe("FormulaEditor", { timeout: 60_000 }, () => {
  let view: Rendered;
  beforeAll(async () => {
    view = await render(<FormulaEditor seriesId={7} />);
    await settle(5);
  }, 60_000);
  afterAll(() => view.unmount());

  const field = (id: string) => byTestId<HTMLInputElement>(view.container, id) as HTMLInputElement;

  it("shows the demo series as valid, with one tab per formula set", () => {
    expect(byTestId(view.container, "formula-valid")).not.toBeNull();
    for (const tab of ["frame", "sash", "doubleSash", "slideSash", "foldSash", "glass", "quote", "cost"]) {
      expect(byTestId(view.container, `tab-${tab}`), tab).not.toBeNull();
    }
    expect(byTestId(view.container, "tab-retailQuote")?.textContent).toBe("Retail quote");
    expect(field("field-frame-length").value).toBe("L");
  });

  it("underlines a syntax error with its code, position and message, and clears it once fixed", async () => {
    await typeInto(field("field-frame-length"), "L * (2 + ");
    const error = byTestId(view.container, "field-frame-length-error");
    expect(error?.getAttribute("data-code")).toBe("err_17");
    expect(error?.textContent).toContain("Bad expression: parentheses do not match");
    expect(error?.textContent).toContain("at character 5");
    expect(byTestId(error as HTMLElement, "formula-error-span")?.textContent).toBe("(");
    expect(byTestId(view.container, "formula-issues")?.textContent).toContain("1 problem");

    await typeInto(field("field-frame-length"), "L");
    expect(byTestId(view.container, "field-frame-length-error")).toBeNull();
    expect(byTestId(view.container, "formula-valid")).not.toBeNull();
  });

  it("reports an unknown variable as err_12 spanning the name", async () => {
    await typeInto(field("field-mullion-length"), "L - GAPX");
    const error = byTestId(view.container, "field-mullion-length-error");
    expect(error?.getAttribute("data-code")).toBe("err_12");
    expect(byTestId(error as HTMLElement, "formula-error-span")?.textContent).toBe("GAPX");
    expect(error?.textContent).toContain("Unknown keyword in the expression");
    await typeInto(field("field-mullion-length"), "L");
    expect(byTestId(view.container, "field-mullion-length-error")).toBeNull();
  });

  it("uses the condition's own code for a broken condition", async () => {
    const condition = field("field-frame-condition").value;
    await typeInto(field("field-frame-condition"), "ROLE >");
    expect(byTestId(view.container, "field-frame-condition-error")?.getAttribute("data-code")).toBe("err_23");
    await typeInto(field("field-frame-condition"), condition);
    expect(byTestId(view.container, "formula-valid")).not.toBeNull();
  });

  it("evaluates rows in the test panel with the sample variables, and follows edits", async () => {
    // the frame tab's rows are per member; the glass tab's pane is per fill, at its cut size GW
    // (the sample fill's DW 650 + 2 × 11)
    await act(async () => byTestId(view.container, "tab-glass")?.click());
    await settle(2);
    const panel = byTestId(view.container, "formula-test-panel") as HTMLElement;
    expect(panel.textContent).toContain("Width (mm): 672");
    await typeInto(byTestId<HTMLInputElement>(panel, "test-var-GW") as HTMLInputElement, "822");
    expect(panel.textContent).toContain("Width (mm): 822");
    await typeInto(byTestId<HTMLInputElement>(panel, "test-expression") as HTMLInputElement, "1 / 0");
    expect(byTestId(panel, "test-result-error")?.textContent).toContain("err_21");
    await act(async () => byTestId(view.container, "tab-frame")?.click());
    await settle(2);
  });
});
