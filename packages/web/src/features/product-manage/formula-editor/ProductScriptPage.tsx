import { Result, Tag } from "antd";
import { useParams } from "react-router";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { useProductT } from "../i18n.ts";
import { FormulaEditor } from "./FormulaEditor.tsx";
import { routeId } from "./ScriptPage.tsx";

/**
 * /product-manage/product-script/{id}/{is_default}: the same editor opened from a product;
 * is_default = 1 marks the company's default series (the one new designs use).
 */
function ProductScriptPage() {
  const t = useProductT();
  const params = useParams();
  const id = routeId(params.id);
  const isDefault = params.is_default === "1";
  return (
    <ProductManageGate>
      {id ? (
        <FormulaEditor
          seriesId={id}
          badge={isDefault ? <Tag color="blue">{t("editor.defaultSeries")}</Tag> : undefined}
        />
      ) : (
        <Result status="404" title={t("editor.notFound")} />
      )}
    </ProductManageGate>
  );
}

export const Component = withQueryClient(ProductScriptPage);
