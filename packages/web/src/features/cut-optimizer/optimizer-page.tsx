import { Form, type FormInstance, Grid } from "antd";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { useCutT } from "./i18n.ts";

/**
 * What the profile and the glass optimizer pages each hold: their words, the way to the other
 * page, whether the screen is a phone's, the orders ticked in the OrderPicker and the settings form.
 */
export function useOptimizerPage<Settings>() {
  const [selected, setSelected] = useState<number[]>([]);
  const [form] = Form.useForm<Settings>();
  return {
    t: useCutT(),
    navigate: useNavigate(),
    phone: !Grid.useBreakpoint().md,
    selected,
    setSelected,
    form,
  };
}

/** An optimizer's settings form: its fields in a row on a screen, one under another on a phone. */
export function SettingsForm<Settings>(props: {
  form: FormInstance<Settings>;
  phone: boolean;
  initialValues: Partial<Settings>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Form
      form={props.form}
      layout={props.phone ? "vertical" : "inline"}
      initialValues={props.initialValues}
      data-testid={props.testId}
      style={{ rowGap: 8 }}
    >
      {props.children}
    </Form>
  );
}
