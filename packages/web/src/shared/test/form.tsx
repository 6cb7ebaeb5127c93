import { Button, Form } from "antd";
import { act, type ReactNode } from "react";
import { expect, vi } from "vitest";
import { byTestId, fieldErrors, type Rendered, render, settle, typeInto } from "./render.tsx";

// A form of some fields and a Send button, as the field tests meet it: type into a field by its
// test id, send, read what is said under the fields and what the form sent.

export type FormUnderTest = {
  view: Rendered;
  sent: ReturnType<typeof vi.fn>;
  type(testId: string, text: string): Promise<void>;
  submit(): Promise<void>;
  errors(): string[];
  /** Sends the form and expects it refused: exactly these messages under the fields, nothing sent. */
  refuses(messages: string[]): Promise<void>;
  labels(): (string | null)[];
};

export async function renderForm(
  fields: ReactNode,
  initialValues?: Record<string, unknown>,
): Promise<FormUnderTest> {
  const sent = vi.fn();
  const view = await render(
    <Form onFinish={sent} initialValues={initialValues}>
      {fields}
      <Button htmlType="submit" data-testid="submit">
        Send
      </Button>
    </Form>,
  );
  const submit = async () => {
    await act(async () => byTestId(view.container, "submit")?.click());
    await settle(6);
  };
  return {
    view,
    sent,
    type: (testId, text) =>
      typeInto(byTestId<HTMLInputElement>(view.container, testId) as HTMLInputElement, text),
    submit,
    errors: () => fieldErrors(view.container),
    async refuses(messages) {
      await submit();
      expect(fieldErrors(view.container)).toEqual(messages);
      expect(sent).not.toHaveBeenCalled();
    },
    labels: () => [...view.container.querySelectorAll("label")].map((e) => e.textContent),
  };
}
