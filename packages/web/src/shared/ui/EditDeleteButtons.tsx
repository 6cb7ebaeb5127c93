import { Button, Flex, Popconfirm } from "antd";

type Props = {
  edit: { label: string; onClick: () => void; testId?: string };
  /** Deleting is asked first (`confirm`). */
  remove: { label: string; confirm: string; onConfirm: () => void };
};

/** A row's Edit and Delete buttons; Delete asks before it deletes. */
export function EditDeleteButtons({ edit, remove }: Props) {
  return (
    <Flex gap={6} wrap>
      <Button size="small" onClick={edit.onClick} data-testid={edit.testId}>
        {edit.label}
      </Button>
      <Popconfirm title={remove.confirm} onConfirm={remove.onConfirm}>
        <Button size="small" danger>
          {remove.label}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
