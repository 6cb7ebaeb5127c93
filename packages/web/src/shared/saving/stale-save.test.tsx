import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { initTestI18n } from "../test/render.tsx";
import type { StaleChoices } from "./stale-save.ts";
import { useStaleSave } from "./use-stale-save.tsx";

// The conflict dialog as a person meets it: a save refused as stale opens it, its buttons do
// what they say, and any other refusal leaves it closed.

beforeAll(initTestI18n);

let container: HTMLDivElement;
let root: Root;
let offer: (error: unknown, choices: StaleChoices) => boolean;

function Form() {
  const stale = useStaleSave();
  offer = stale.offer;
  return stale.dialog;
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Form />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = "";
});

const staleError = () =>
  new ApiError({ code: 409, key: "conflict.stale_version", message: "Someone else saved this record" });
const dialog = () => document.querySelector<HTMLElement>("[data-testid=stale-save-dialog]");
const button = (name: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid=stale-save-${name}]`);

/** Offers a stale save and clicks the dialog's `name` button: the choices, to see which one ran. */
function offerAndClick(name: string) {
  const choices = { reload: vi.fn(), overwrite: vi.fn() };
  act(() => void offer(staleError(), choices));
  act(() => button(name)?.click());
  return choices;
}

describe("the stale-save dialog", () => {
  it("opens on a stale save, says so, and reloads when asked", () => {
    const choices = { reload: vi.fn(), overwrite: vi.fn() };
    let offered = false;
    act(() => {
      offered = offer(staleError(), choices);
    });
    expect(offered).toBe(true);
    expect(dialog()?.textContent).toContain("Someone else saved this record since you opened it.");
    expect(button("reload")?.textContent).toBe("Reload");
    expect(button("overwrite")?.textContent).toBe("Overwrite");
    act(() => button("reload")?.click());
    expect(choices.reload).toHaveBeenCalledOnce();
    expect(choices.overwrite).not.toHaveBeenCalled();
  });

  it("saves over the other person's version when told to overwrite", () => {
    const choices = offerAndClick("overwrite");
    expect(choices.overwrite).toHaveBeenCalledOnce();
    expect(choices.reload).not.toHaveBeenCalled();
  });

  it("does nothing when the person keeps editing", () => {
    const choices = offerAndClick("cancel");
    expect(choices.reload).not.toHaveBeenCalled();
    expect(choices.overwrite).not.toHaveBeenCalled();
  });

  it("stays closed for any other refusal, which the form shows as before", () => {
    const choices = { reload: vi.fn(), overwrite: vi.fn() };
    let offered = true;
    act(() => {
      offered = offer(new ApiError({ code: 2, key: "conflict.phone_exists", message: "taken" }), choices);
    });
    expect(offered).toBe(false);
    expect(dialog()).toBeNull();
  });
});
