import type { UseMutationResult } from "@tanstack/react-query";
import { Button, Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import type { RouteTarget } from "../../shared/api/route-keys.ts";
import { useConsoleWrite } from "./ConsoleList.tsx";

/** A console tab's form to add a row and its write: the form is emptied once the row is added. */
export function useConsoleAdd<V, D>(write: (values: V) => Promise<D>, list: RouteTarget) {
  const [form] = Form.useForm<V>();
  const create = useConsoleWrite(write, list, () => form.resetFields());
  return { form, create };
}

/**
 * A console tab's form to add rows: its fields in one line, then the button that sends them
 * through the tab's write (useConsoleWrite).
 */
export function ConsoleAddForm<V extends object>(props: {
  form: FormInstance<V>;
  write: UseMutationResult<unknown, unknown, V>;
  submit: string;
  submitTestId?: string;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  const { form, write, submit, submitTestId, initialValues, children } = props;
  return (
    <Form<V>
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={(values) => write.mutate(values)}
      style={{ rowGap: 8 }}
    >
      {children}
      <Button type="primary" htmlType="submit" loading={write.isPending} data-testid={submitTestId}>
        {submit}
      </Button>
    </Form>
  );
}
