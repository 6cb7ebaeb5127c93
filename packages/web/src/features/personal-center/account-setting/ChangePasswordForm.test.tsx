import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  byTestId,
  click,
  fieldErrors,
  type Rendered,
  render,
  settle,
  signIn,
  typeInto,
} from "../../../shared/test/render.tsx";

// Personal centre, change password: what the user is told before anything is sent, and what is sent.

const changePassword = vi.fn();
vi.mock("../../../shared/api/endpoints/auth.ts", () => ({ authApi: { changePassword } }));
const { ChangePasswordForm } = await import("./ChangePasswordForm.tsx");

let view: Rendered;
beforeEach(async () => {
  changePassword.mockReset();
  signIn({ id: 3, fid: 0 });
  view = await render(<ChangePasswordForm />);
});
afterEach(() => view.unmount());

const input = (id: string) => byTestId<HTMLInputElement>(view.container, id) as HTMLInputElement;
async function fill(old: string, password: string, confirm = password) {
  await typeInto(input("old-password"), old);
  await typeInto(input("password"), password);
  await typeInto(input("confirm-password"), confirm);
}
const submit = () => click(byTestId(view.container, "submit"));

describe("ChangePasswordForm", { timeout: 30_000 }, () => {
  it("asks for the old password first and sends nothing", async () => {
    await submit();
    expect(fieldErrors(view.container)[0]).toBe("Please enter the old password");
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("refuses a new password equal to the old one", async () => {
    await fill("Window#Frame9", "Window#Frame9");
    await submit();
    expect(fieldErrors(view.container)).toEqual(["The new password must differ from the old one"]);
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
    expect(byTestId(view.container, "submit")?.className).toContain("ant-btn-loading");
    answer(null);
    await settle(4);
    expect(byTestId(view.container, "submit")?.className).not.toContain("ant-btn-loading");
    expect(input("old-password").value).toBe("");
    expect(input("password").value).toBe("");
  });
});
