import { Result } from "antd";
import { useParams } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { useProductT } from "../i18n.ts";
import { FormulaEditor } from "./FormulaEditor.tsx";

/** A route parameter as a positive id, or 0 when it is not one. */
export function routeId(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** /product-manage/script/{id}: the formula editor of a series. */
function ScriptPage() {
  const t = useProductT();
  const id = routeId(useParams().id);
  return (
    <ProductManageGate>
      {id ? <FormulaEditor seriesId={id} /> : <Result status="404" title={t("editor.notFound")} />}
    </ProductManageGate>
  );
}

export const Component = withQueryClient(ScriptPage);
