import { resetPasswordSchema } from "@fenestra/core/account/index";
import { Button, Form } from "antd";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byTestId, type Rendered, render, settle, typeInto } from "../test/render.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

// The new-password pair as a user meets it on register, reset and change-password: what is said
// under each field, and what the form sends once both agree.

let view: Rendered | undefined;
afterEach(() => view?.unmount());

async function showForm() {
  const sent = vi.fn();
  view = await render(
    <Form onFinish={sent} initialValues={{ phone: "13900000001", code: "123456" }}>
      <NewPasswordFields
        schema={resetPasswordSchema}
        labels={{ password: "New password", confirm: "Again" }}
      />
      <Button htmlType="submit" data-testid="submit">
        Send
      </Button>
    </Form>,
  );
  const input = (id: string) => byTestId<HTMLInputElement>(view!.container, id) as HTMLInputElement;
  return {
    sent,
    async fill(password: string, confirm: string) {
      await typeInto(input("password"), password);
      await typeInto(input("confirm-password"), confirm);
    },
    async submit() {
      await act(async () => byTestId(view!.container, "submit")?.click());
      await settle(6);
    },
    errors: () =>
      [...view!.container.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent),
    labels: () => [...view!.container.querySelectorAll("label")].map((e) => e.textContent),
  };
}

describe("NewPasswordFields", { timeout: 30_000 }, () => {
  it("shows the page's own labels", async () => {
    const form = await showForm();
    expect(form.labels()).toEqual(["New password", "Again"]);
  });

  it("asks for both when nothing is typed, and sends nothing", async () => {
    const form = await showForm();
    await form.submit();
    expect(form.errors()).toEqual(["Please enter the password", "Please confirm the password"]);
    expect(form.sent).not.toHaveBeenCalled();
  });

  it("says the two differ under the confirmation", async () => {
    const form = await showForm();
    await form.fill("Window#Frame9", "Window#Frame8");
    await form.submit();
    expect(form.errors()).toEqual(["The two passwords do not match"]);
    expect(form.sent).not.toHaveBeenCalled();
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
