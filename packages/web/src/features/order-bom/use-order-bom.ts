import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { showError } from "../../shared/api/show-error.ts";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { toast } from "../../shared/ui/toast.ts";
import { bomText } from "./i18n.ts";
import { orderBomApi } from "./order-bom-api.ts";

export const orderBomKey = (orderId: number) => ["order-bom", orderId] as const;

/** The stored BOM of an order, its recalculation and its Excel export. */
export function useOrderBom(orderId: number) {
  const queryClient = useQueryClient();
  const bom = useQuery({
    queryKey: orderBomKey(orderId),
    queryFn: () => orderBomApi.get(orderId),
    enabled: orderId > 0,
  });
  const recalculate = useMutation({
    mutationFn: () => orderBomApi.recalculate(orderId),
    onSuccess: (data) => {
      queryClient.setQueryData(orderBomKey(orderId), data);
      toast.success(bomText("page.recalculated"));
    },
    onError: (error) => showError(error, bomText("page.recalculateFailed")),
  });
  const exportXlsx = useMutation({
    mutationFn: () => orderBomApi.exportXlsx(orderId),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => showError(error, bomText("page.exportFailed")),
  });
  return { bom, recalculate, exportXlsx };
}
