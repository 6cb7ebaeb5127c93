import { Input } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { type FormUnderTest, renderForm } from "../test/form.tsx";
import { RequiredItem } from "./RequiredItem.tsx";

// A required field as a user meets it: its message under it while it is empty (blanks count as
// empty for a text), and the form sends once it is filled.

let form: FormUnderTest | undefined;
afterEach(() => form?.view.unmount());

async function showForm() {
  form = await renderForm(
    <>
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
    </>,
  );
  return form;
}

describe("a required field", () => {
  it("says what is missing under each empty field, a text of blanks included, and sends nothing", async () => {
    const form = await showForm();
    await form.type("payee", "   ");
    await form.refuses(["Who was paid?", "Give a reference"]);
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
