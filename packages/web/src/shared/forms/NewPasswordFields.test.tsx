import { resetPasswordSchema } from "@fenestra/core/account/index";
import { afterEach, describe, expect, it } from "vitest";
import { type FormUnderTest, renderForm } from "../test/form.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

// The new-password pair as a user meets it on register, reset and change-password: what is said
// under each field, and what the form sends once both agree.

let form: FormUnderTest | undefined;
afterEach(() => form?.view.unmount());

async function showForm() {
  form = await renderForm(
    <NewPasswordFields
      schema={resetPasswordSchema}
      labels={{ password: "New password", confirm: "Again" }}
    />,
    { phone: "13900000001", code: "123456" },
  );
  const shown = form;
  return {
    ...shown,
    async fill(password: string, confirm: string) {
      await shown.type("password", password);
      await shown.type("confirm-password", confirm);
    },
  };
}

describe("NewPasswordFields", { timeout: 30_000 }, () => {
  it("shows the page's own labels", async () => {
    const form = await showForm();
    expect(form.labels()).toEqual(["New password", "Again"]);
  });

  it("asks for both when nothing is typed, and sends nothing", async () => {
    const form = await showForm();
    await form.refuses(["Please enter the password", "Please confirm the password"]);
  });

  it("says the two differ under the confirmation", async () => {
    const form = await showForm();
    await form.fill("Window#Frame9", "Window#Frame8");
    await form.refuses(["The two passwords do not match"]);
  });

  it("refuses the default password", async () => {
    const form = await showForm();
    await form.fill("12345678", "12345678");
    await form.submit();
    expect(form.errors()).toContain("The default password 12345678 is not allowed, please change it");
    expect(form.sent).not.toHaveBeenCalled();
  });

  it("sends the password and its confirmation once they agree", async () => {
    const form = await showForm();
    await form.fill("Window#Frame9", "Window#Frame9");
    await form.submit();
    expect(form.errors()).toEqual([]);
    expect(form.sent).toHaveBeenCalledWith(
      expect.objectContaining({ password: "Window#Frame9", confirmPassword: "Window#Frame9" }),
    );
  });
});
