import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { toast } from "../../shared/ui/toast.ts";
import { bomText } from "./i18n.ts";
import { orderBomApi } from "./order-bom-api.ts";

/** The stored BOM of an order, and its recalculation and Excel export as BomHeader takes them. */
export function useOrderBom(orderId: number) {
  const queryClient = useQueryClient();
  const stored = routeQuery(routes.bom.order, { params: { id: orderId } });
  const bom = useQuery({ ...stored, enabled: orderId > 0 });
  const recalculate = useMutation({
    mutationFn: () => orderBomApi.recalculate(orderId),
    onSuccess: (data) => {
      queryClient.setQueryData(stored.queryKey, data);
      toast.success(bomText("page.recalculated"));
    },
    onError: (error) => showError(error, bomText("page.recalculateFailed")),
  });
  const exportXlsx = useMutation({
    mutationFn: () => orderBomApi.exportXlsx(orderId),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => showError(error, bomText("page.exportFailed")),
  });
  const actions = {
    recalculating: recalculate.isPending,
    exporting: exportXlsx.isPending,
    onRecalculate: () => recalculate.mutate(),
    onExport: () => exportXlsx.mutate(),
  };
  return { bom, actions };
}
