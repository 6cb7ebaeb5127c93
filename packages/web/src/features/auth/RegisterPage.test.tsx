import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { byTestId, click, fieldErrors, type Rendered, render, typeInto } from "../../shared/test/render.tsx";

// Registration as a new user meets it: the send-code button, the agreement, and what is sent.

const authApi = { register: vi.fn(), sendSmsCode: vi.fn() };
vi.mock("../../shared/api/endpoints/auth.ts", () => ({ authApi }));
const completeSignIn = vi.fn();
vi.mock("../../shared/session/sign-in.ts", () => ({ completeSignIn }));
const { Component: RegisterPage } = await import("./RegisterPage.tsx");

let view: Rendered;
beforeEach(async () => {
  vi.clearAllMocks();
  sessionStorage.clear();
  view = await render(<RegisterPage />, "/register");
});
afterEach(() => view.unmount());

const input = (id: string) => byTestId<HTMLInputElement>(view.container, id) as HTMLInputElement;
async function fillAll() {
  await typeInto(input("phone"), "13900000001");
  await typeInto(input("code"), "123456");
  await typeInto(input("password"), "Window#Frame9");
  await typeInto(input("confirm-password"), "Window#Frame9");
  await typeInto(input("company"), "Hanoi Windows");
  await typeInto(input("nickname"), "Minh");
}
const submit = () => click(byTestId(view.container, "submit"));

describe("RegisterPage", { timeout: 30_000 }, () => {
  it("sends no code to a phone that is not well-formed", async () => {
    await typeInto(input("phone"), "123");
    await click(byTestId(view.container, "send-code"));
    expect(authApi.sendSmsCode).not.toHaveBeenCalled();
    expect(fieldErrors(view.container)).toContain("The phone number is not well-formed");
  });

  it("sends a code to a well-formed phone for registering, then counts down", async () => {
    authApi.sendSmsCode.mockResolvedValue(null);
    await typeInto(input("phone"), "13900000001");
    await click(byTestId(view.container, "send-code"));
    expect(authApi.sendSmsCode).toHaveBeenCalledWith("13900000001", "register");
    const button = byTestId<HTMLButtonElement>(view.container, "send-code");
    expect(button?.disabled).toBe(true);
    expect(button?.textContent).toMatch(/^Resend in (60|59|58) s$/);
  });

  it("does not register before the agreement is accepted", async () => {
    await fillAll();
    await submit();
    expect(fieldErrors(view.container)).toEqual(["Please read and agree to the agreement"]);
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it("registers a factory with what was typed, without a blank invitation code, and signs in", async () => {
    authApi.register.mockResolvedValue({ token: "t" });
    await fillAll();
    await typeInto(input("invitation"), "   ");
    await act(async () => byTestId(view.container, "agree")?.closest("label")?.click());
    await submit();
    expect(authApi.register).toHaveBeenCalledWith(
      expect.objectContaining({
        role: "factory",
        phone: "13900000001",
        code: "123456",
        password: "Window#Frame9",
        company: "Hanoi Windows",
        nickname: "Minh",
        invitationCode: undefined,
      }),
    );
    expect(completeSignIn).toHaveBeenCalledWith({ token: "t" });
  });
});
