import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  byTestId,
  click,
  fieldErrors,
  type Rendered,
  render,
  settleUntil,
  typeInto,
} from "../../shared/test/render.tsx";

// Registration as a new user meets it: the picture code and the send-code button, the agreement,
// the fields SPEC §5 names (phone twice, username, space name, a dealer's registration code), and
// what is sent.

const PICTURE = { id: "7d0c7d4e-0d64-4d1b-9b7a-3f1f6a1b2c3d", svg: "<svg><path d='M0 0'/></svg>" };
const authApi = { register: vi.fn(), sendSmsCode: vi.fn(), pictureCode: vi.fn() };
vi.mock("../../shared/api/endpoints/auth.ts", () => ({ authApi }));
const completeSignIn = vi.fn();
vi.mock("../../shared/session/sign-in.ts", () => ({ completeSignIn }));
const { Component: RegisterPage } = await import("./RegisterPage.tsx");

let view: Rendered;
beforeEach(async () => {
  vi.clearAllMocks();
  authApi.pictureCode.mockResolvedValue(PICTURE);
  sessionStorage.clear();
  view = await render(<RegisterPage />, "/register");
  await settleUntil(() => expect(byTestId(view.container, "picture")).not.toBeNull());
});
afterEach(() => view.unmount());

const input = (id: string) => byTestId<HTMLInputElement>(view.container, id) as HTMLInputElement;
async function fillAll() {
  await typeInto(input("phone"), "13900000001");
  await typeInto(input("phone-again"), "13900000001");
  await typeInto(input("code"), "123456");
  await typeInto(input("password"), "Window#Frame9");
  await typeInto(input("confirm-password"), "Window#Frame9");
  await typeInto(input("company"), "Hanoi Windows");
  await typeInto(input("space-name"), "Hanoi Windows");
  await typeInto(input("username"), "hanoi_minh");
  await typeInto(input("nickname"), "Minh");
}
const submit = () => click(byTestId(view.container, "submit"));
const agree = () => act(async () => byTestId(view.container, "agree")?.closest("label")?.click());

describe("RegisterPage", { timeout: 30_000 }, () => {
  it("sends no code to a phone that is not well-formed", async () => {
    await typeInto(input("phone"), "123");
    await click(byTestId(view.container, "send-code"));
    await settleUntil(() =>
      expect(fieldErrors(view.container)).toContain("The phone number is not well-formed"),
    );
    expect(authApi.sendSmsCode).not.toHaveBeenCalled();
  });

  it("shows the server's picture and asks for its characters before sending a code", async () => {
    const picture = byTestId<HTMLImageElement>(view.container, "picture");
    expect(picture?.getAttribute("data-picture-id")).toBe(PICTURE.id);
    expect(picture?.src).toContain("data:image/svg+xml");
    await typeInto(input("phone"), "13900000001");
    await click(byTestId(view.container, "send-code"));
    await settleUntil(() => expect(fieldErrors(view.container)).toContain("Please enter the picture code"));
    expect(authApi.sendSmsCode).not.toHaveBeenCalled();
  });

  it("sends a code with the picture code for registering, counts down, and draws a new picture", async () => {
    authApi.sendSmsCode.mockResolvedValue(null);
    await typeInto(input("phone"), "13900000001");
    await typeInto(input("picture-code"), "AB3K");
    await click(byTestId(view.container, "send-code"));
    expect(authApi.sendSmsCode).toHaveBeenCalledWith("13900000001", "register", {
      pictureId: PICTURE.id,
      pictureCode: "AB3K",
    });
    const button = byTestId<HTMLButtonElement>(view.container, "send-code");
    expect(button?.disabled).toBe(true);
    expect(button?.textContent).toMatch(/^Resend in (60|59|58) s$/);
    // the picture answers one try: a new one is drawn and the box emptied
    await settleUntil(() => expect(authApi.pictureCode).toHaveBeenCalledTimes(2));
    expect(input("picture-code").value).toBe("");
  });

  it("does not register before the agreement is accepted", async () => {
    await fillAll();
    await submit();
    expect(fieldErrors(view.container)).toEqual(["Please read and agree to the agreement"]);
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it("refuses a second phone number unlike the first", async () => {
    await fillAll();
    await typeInto(input("phone-again"), "13900000002");
    await agree();
    await submit();
    expect(fieldErrors(view.container)).toEqual(["The two phone numbers do not match"]);
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it("refuses a username that could be a phone number", async () => {
    await fillAll();
    await typeInto(input("username"), "13900000001");
    await agree();
    await submit();
    expect(fieldErrors(view.container)).toEqual([
      "The username is 4 to 20 letters, digits or underscores, starting with a letter",
    ]);
  });

  it("asks a dealer for its factory's registration code, and no other role", async () => {
    expect(byTestId(view.container, "registration-code")).toBeNull();
    await act(async () =>
      [...view.container.querySelectorAll("label")].find((l) => l.textContent === "Dealer")?.click(),
    );
    await fillAll();
    await agree();
    await submit();
    expect(fieldErrors(view.container)).toEqual(["Please enter your factory's registration code"]);
    authApi.register.mockResolvedValue({ token: "t" });
    await typeInto(input("registration-code"), " ABCD2345 ");
    await submit();
    expect(authApi.register).toHaveBeenCalledWith(
      expect.objectContaining({ role: "dealer", registrationCode: "ABCD2345" }),
    );
  });

  it("registers a factory with what was typed, without a blank invitation code or the picture, and signs in", async () => {
    authApi.register.mockResolvedValue({ token: "t" });
    await fillAll();
    await typeInto(input("invitation"), "   ");
    await agree();
    await submit();
    const sent = authApi.register.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      role: "factory",
      phone: "13900000001",
      phoneAgain: "13900000001",
      code: "123456",
      password: "Window#Frame9",
      company: "Hanoi Windows",
      spaceName: "Hanoi Windows",
      username: "hanoi_minh",
      nickname: "Minh",
      invitationCode: undefined,
      registrationCode: undefined,
    });
    expect(sent).not.toHaveProperty("pictureId");
    expect(sent).not.toHaveProperty("pictureCode");
    expect(completeSignIn).toHaveBeenCalledWith({ token: "t" });
  });
});
