import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ActionKey } from "../../../app/bars/action-buttons.ts";
import { useActionHandlers } from "../../../app/bars/action-registry.ts";
import type { DesignerAction } from "./designer-actions.ts";

/**
 * Registers the designer's actions with the shell's action bar (its menus; the page's own bar
 * holds the one Save).
 */
export function useDesignerActionBar(
  actions: Record<DesignerAction, () => void>,
  savePicture: () => void,
): void {
  const navigate = useNavigate();
  const contractId = useSearchParams()[0].get("contract_id");
  const map = useMemo<Partial<Record<ActionKey, () => void>>>(
    () => ({
      "extra.exportJson": actions.exportJson,
      "extra.exportCad": actions.exportDxf,
      "extra.exportImage": actions.exportImage,
      "extra.exportImageNoDims": actions.exportImageNoDims,
      "extra.importLibrary": actions.importLibrary,
      "extra.importJson": actions.importJson,
      "extra.center": actions.center,
      "extra.editContract": () => navigate(`/orders/group-detail/${contractId}`),
      saveSimplePicture: savePicture,
      "output.create3d": actions.create3d,
      "output.createScene": actions.createScene,
      "output.pdf": actions.exportPdf,
      "output.xlsx": actions.exportXlsx,
      "output.docx": actions.exportDocx,
    }),
    [actions, savePicture, navigate, contractId],
  );
  useActionHandlers(map);
}
