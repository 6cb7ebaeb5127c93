import { DeleteOutlined } from "@ant-design/icons";
import { Button, type ButtonProps } from "antd";

type Props = Omit<ButtonProps, "type" | "danger" | "icon" | "children"> & {
  /** What it deletes, for screen readers (the button shows only the bin). */
  label: string;
};

/** The bin button of a row or a card (small unless told); put it in a Popconfirm to ask first. */
export function DeleteIconButton({ label, size = "small", ...button }: Props) {
  return <Button {...button} size={size} type="text" danger icon={<DeleteOutlined />} aria-label={label} />;
}
