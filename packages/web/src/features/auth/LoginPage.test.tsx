import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  byTestId,
  click,
  fieldErrors,
  type Rendered,
  render,
  settle,
  typeInto,
} from "../../shared/test/render.tsx";

// The sign-in form's one box takes the phone or the username (SPEC §5 username), sent as the one
// it is (issue 30).

const authApi = { login: vi.fn(), thirdParty: vi.fn() };
vi.mock("../../shared/api/endpoints/auth.ts", () => ({ authApi }));
const completeSignIn = vi.fn();
vi.mock("../../shared/session/sign-in.ts", () => ({ completeSignIn }));
const { Component: LoginPage } = await import("./LoginPage.tsx");

let view: Rendered;
beforeEach(async () => {
  vi.clearAllMocks();
  authApi.login.mockResolvedValue({ token: "t" });
  view = await render(<LoginPage />, "/login");
});
afterEach(() => view.unmount());

const input = (id: string) => byTestId<HTMLInputElement>(view.container, id) as HTMLInputElement;
async function signIn(account: string) {
  await typeInto(input("phone"), account);
  await typeInto(input("password"), "Window#Frame9");
  await click(byTestId(view.container, "submit"));
  // the form's rules load with the first check (a lazy chunk)
  await vi.waitFor(
    async () => {
      await settle();
      expect(authApi.login.mock.calls.length + fieldErrors(view.container).length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
}

describe("LoginPage", { timeout: 30_000 }, () => {
  it("signs in with a phone number as the phone", async () => {
    await signIn("13900000001");
    expect(authApi.login).toHaveBeenCalledWith({ phone: "13900000001", password: "Window#Frame9" });
    expect(completeSignIn).toHaveBeenCalledWith({ token: "t" });
  });

  it("signs in with a username as the username", async () => {
    await signIn("hanoi_minh");
    expect(authApi.login).toHaveBeenCalledWith({ username: "hanoi_minh", password: "Window#Frame9" });
  });

  it("refuses what is neither, at the box", async () => {
    await signIn("12");
    expect(fieldErrors(view.container)).toEqual(["Enter a phone number or a username"]);
    expect(authApi.login).not.toHaveBeenCalled();
  });
});
