import { Button, Form, Input } from "antd";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byTestId, type Rendered, render, settle, typeInto } from "../test/render.tsx";
import { RequiredItem } from "./RequiredItem.tsx";

// A required field as a user meets it: its message under it while it is empty (blanks count as
// empty for a text), and the form sends once it is filled.

let view: Rendered | undefined;
afterEach(() => view?.unmount());

async function showForm() {
  const sent = vi.fn();
  view = await render(
    <Form onFinish={sent}>
      <RequiredItem name="payee" label="Payee" message="Who was paid?" text>
        <Input data-testid="payee" />
      </RequiredItem>
      <RequiredItem
        name="ref"
        label="Reference"
        message="Give a reference"
        rules={[{ max: 3, message: "Too long" }]}
      >
        <Input data-testid="ref" />
      </RequiredItem>
      <Button htmlType="submit" data-testid="submit">
        Send
      </Button>
    </Form>,
  );
  const input = (id: string) => byTestId<HTMLInputElement>(view!.container, id) as HTMLInputElement;
  return {
    sent,
    type: (id: string, text: string) => typeInto(input(id), text),
    async submit() {
      await act(async () => byTestId(view!.container, "submit")?.click());
      await settle(6);
    },
    errors: () =>
      [...view!.container.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent),
  };
}

describe("a required field", () => {
  it("says what is missing under each empty field, a text of blanks included, and sends nothing", async () => {
    const form = await showForm();
    await form.type("payee", "   ");
    await form.submit();
    expect(form.errors()).toEqual(["Who was paid?", "Give a reference"]);
    expect(form.sent).not.toHaveBeenCalled();
  });

  it("checks its further rules, then sends what was typed", async () => {
    const form = await showForm();
    await form.type("payee", "Li");
    await form.type("ref", "ABCD");
    await form.submit();
    expect(form.errors()).toEqual(["Too long"]);
    await form.type("ref", "ABC");
    await form.submit();
    expect(form.sent).toHaveBeenCalledWith({ payee: "Li", ref: "ABC" });
  });
});
