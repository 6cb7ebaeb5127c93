import { describe, expect, it, vi } from "vitest";
import { renderEachSignedIn, settle, typeInto } from "../../../shared/test/render.tsx";

// Personal centre, change password: what the user is told before anything is sent, and what is sent.

const changePassword = vi.fn();
vi.mock("../../../shared/api/endpoints/auth.ts", () => ({ authApi: { changePassword } }));
const { ChangePasswordForm } = await import("./ChangePasswordForm.tsx");

const page = renderEachSignedIn(
  { id: 3, fid: 0 },
  () => <ChangePasswordForm />,
  () => changePassword.mockReset(),
);
const { input } = page;
async function fill(old: string, password: string, confirm = password) {
  await typeInto(input("old-password"), old);
  await typeInto(input("password"), password);
  await typeInto(input("confirm-password"), confirm);
}
const submit = () => page.click("submit");

describe("ChangePasswordForm", { timeout: 30_000 }, () => {
  it("asks for the old password first and sends nothing", async () => {
    await submit();
    expect(page.errors()[0]).toBe("Please enter the old password");
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("refuses a new password equal to the old one", async () => {
    await fill("Window#Frame9", "Window#Frame9");
    await submit();
    expect(page.errors()).toEqual(["The new password must differ from the old one"]);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("sends the old and new passwords, shows the button busy meanwhile, and clears the form after", async () => {
    let answer: (value: unknown) => void = () => {};
    changePassword.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await fill("Old#Window1", "Window#Frame9");
    await submit();
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: "Old#Window1",
      password: "Window#Frame9",
      confirmPassword: "Window#Frame9",
    });
    expect(page.input("submit")?.className).toContain("ant-btn-loading");
    answer(null);
    await settle(4);
    expect(page.input("submit")?.className).not.toContain("ant-btn-loading");
    expect(input("old-password").value).toBe("");
    expect(input("password").value).toBe("");
  });
});
