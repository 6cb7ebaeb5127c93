import { Tag } from "antd";
import { translateKey } from "../../shared/i18n/i18n.ts";

const COLORS: Record<string, string> = {
  intent: "default",
  agreement: "blue",
  review: "purple",
  deposit: "cyan",
  production: "orange",
  finished: "green",
  delivered: "geekblue",
  settled: "success",
};

/** A contract's status as the contract pages name it (orders namespace), coloured by stage. */
export function ContractStatusTag({ status }: { status: string }) {
  return (
    <Tag color={COLORS[status] ?? "default"} style={{ marginInlineEnd: 0 }}>
      {translateKey(`orders:state.${status}`)}
    </Tag>
  );
}
