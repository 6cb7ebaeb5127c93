import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import common from "../../locales/en-US/common.json";
import { ui } from "../../shared/state/ui-store.ts";
import { SIGNED_IN_KEYS } from "../../shared/storage/keys.ts";
import { initTestI18n } from "../../shared/test/render.tsx";
import { BuyDialog } from "./BuyDialog.tsx";
import { SALES_PHONE } from "./buy-dialog-content.ts";
import { LackAuthorityDialog } from "./LackAuthorityDialog.tsx";

// The global dialogs of SPEC §2 as a user sees them: width, text, and the contact phone.

beforeAll(initTestI18n);

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  localStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => {
    ui.closeBuyDialog();
    ui.closeLackAuthority();
  });
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = "";
});

function signedInWithInviter(phone: string | null) {
  localStorage.setItem(
    SIGNED_IN_KEYS.userinfo,
    JSON.stringify({ id: 9, fid: 0, phone_number: "13900000009", be_invited_user_phone: phone }),
  );
}

const modal = () => document.querySelector<HTMLElement>(".ant-modal");

describe("buy-prompt dialog", () => {
  it("is 360 wide and shows the variant's text with the sales line when there is no inviter", () => {
    signedInWithInviter(null);
    act(() => root.render(<MemoryRouter>{<BuyDialog />}</MemoryRouter>));
    act(() => ui.showBuyDialog(3));
    expect(modal()?.style.width).toBe("360px");
    expect(document.body.textContent).toContain("This module is not unlocked. Buy it to use it.");
    expect(document.body.textContent).toContain(`Contact: ${SALES_PHONE}`);
  });

  it("variant 2 (expired) names the inviter's phone when the user was invited", () => {
    signedInWithInviter("13711112222");
    act(() => root.render(<MemoryRouter>{<BuyDialog />}</MemoryRouter>));
    act(() => ui.showBuyDialog(2));
    // A paid account (not on trial) renews.
    expect(document.body.textContent).toContain("Your account has expired. Renew to continue.");
    expect(document.body.textContent).toContain("Contact: 13711112222");
  });

  it("variant 3 says the server's words naming the module, and its button leads to the module's purchase", () => {
    signedInWithInviter(null);
    act(() => root.render(<MemoryRouter>{<BuyDialog />}</MemoryRouter>));
    act(() => ui.showBuyDialog(3, { message: "This needs the Finance module. Buy it to continue." }));
    expect(document.querySelector('[data-testid="buy-dialog-text"]')?.textContent).toBe(
      "This needs the Finance module. Buy it to continue.",
    );
    expect(document.querySelector('[data-testid="buy-dialog-go"]')?.textContent).toContain("Buy now");
  });

  it("the default variant asks to contact sales, with no chat link where none is set", () => {
    vi.stubEnv("VITE_SALES_CHAT_URL", "");
    act(() => root.render(<MemoryRouter>{<BuyDialog />}</MemoryRouter>));
    act(() => ui.showBuyDialog("default"));
    expect(document.body.textContent).toContain("To buy, please contact sales.");
    expect(document.querySelector('[data-testid="buy-dialog-chat"]')).toBeNull();
  });

  it("links the contact-sales chat the deployment sets (SPEC §7), opening apart", () => {
    vi.stubEnv("VITE_SALES_CHAT_URL", "https://chat.example.com/sales");
    act(() => root.render(<MemoryRouter>{<BuyDialog />}</MemoryRouter>));
    act(() => ui.showBuyDialog("default"));
    const chat = document.querySelector<HTMLAnchorElement>('[data-testid="buy-dialog-chat"]');
    expect(chat?.textContent).toBe("Chat with sales");
    expect(chat?.href).toBe("https://chat.example.com/sales");
    expect(chat?.target).toBe("_blank");
    vi.unstubAllEnvs();
  });
});

describe("lack-authority dialog", () => {
  it("is 420 wide with the no-permission text", () => {
    act(() => root.render(<LackAuthorityDialog />));
    act(() => ui.showLackAuthority());
    expect(modal()?.style.width).toBe("420px");
    expect(document.querySelector('[data-testid="lack-authority-text"]')?.textContent).toBe(
      common.lackAuthority.text,
    );
  });
});
