import type { ExportFormat } from "@fenestra/api";
import type { ButtonProps, Modal } from "antd";
import { lazy, Suspense, useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { showError } from "../../../shared/api/show-error.ts";
import { svgToPng } from "../../../shared/files/svg-to-png.ts";
import { currentLanguage } from "../../../shared/i18n/i18n.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { drawingSvg } from "../export/drawing-files.ts";
import { designerText } from "../i18n.ts";
import type { Unit } from "../panels/panel-props.ts";
import type { SavedWindow } from "../save/use-save.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { type NewContract, orderOutputsApi } from "./order-api.ts";

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** Fetched when first opened (its customer picker is not part of /draw's script). */
const CreateContractDialog = lazy(() => import("./CreateContractDialog.tsx"));

/**
 * What the drawing page makes of the window's order (SPEC §2 output menu and drawing-page
 * buttons): its PDF, Excel and Word documents, the window's simple picture (drawRender) and a
 * contract made with it. Each needs the window saved in an order as it is drawn: a drawing that
 * is not asks "save the window first?" and is saved before anything is made of it.
 */
export function useOrderOutputs(deps: {
  store: DesignerStore;
  unit: Unit;
  save: () => Promise<SavedWindow | undefined>;
  modal: ModalApi;
}) {
  const { store, unit, save, modal } = deps;
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [contractOpen, setContractOpen] = useState(false);
  const orderId = query.get("order_id");
  const itemId = query.get("item_id");
  /** The drawing as it is, saved in its order (ids in the address, nothing changed since). */
  const savedAsIs = useCallback(
    (): SavedWindow | null => (orderId && itemId && !store.dirty ? { orderId, itemId } : null),
    [orderId, itemId, store],
  );

  const ask = useCallback(
    (title: string, content: string, okText: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: designerText("saveFirst.cancel"),
          okButtonProps: { "data-testid": "save-first-ok" } as ButtonProps,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  /** The saved window: as it is, or after asking and saving; null when there is nothing to save or the user declines. */
  const savedWindow = useCallback(async (): Promise<SavedWindow | null> => {
    if (store.design.frames.length === 0) {
      toast.warning(designerText("messages.nothingToSave"));
      return null;
    }
    const saved = savedAsIs();
    if (saved) return saved;
    const yes = await ask(
      designerText("saveFirst.title"),
      designerText(orderId ? "saveFirst.changed" : "saveFirst.newOrder"),
      designerText("saveFirst.ok"),
    );
    if (!yes) return null;
    return (await save().catch(() => undefined)) ?? null;
  }, [store, savedAsIs, ask, orderId, save]);

  const exportOrder = useCallback(
    async (format: ExportFormat) => {
      const saved = await savedWindow();
      if (!saved) return;
      await orderOutputsApi
        .download(saved.orderId, format)
        .catch((e: unknown) => showError(e, designerText("messages.exportFailed")));
    },
    [savedWindow],
  );

  /** drawRender's "save simple picture": the drawing without dimensions, kept on the window's order item. */
  const savePicture = useCallback(async () => {
    const saved = await savedWindow();
    if (!saved) return;
    try {
      const svg = drawingSvg(store.editor, { dimensions: false, unit, language: currentLanguage() });
      const item = await orderOutputsApi.savePicture(saved.orderId, saved.itemId, await svgToPng(svg));
      toast.success(designerText("messages.pictureSaved", { window: item.windowNo }));
    } catch (e) {
      showError(e, designerText("messages.pictureFailed"));
    }
  }, [savedWindow, store, unit]);

  /** "Create contract": the order already in a contract opens it (after asking); otherwise the dialog asks the customer. */
  const createContract = useCallback(async () => {
    if (store.design.frames.length === 0) return void toast.warning(designerText("messages.nothingToSave"));
    let contractId = query.get("contract_id");
    if (orderId && !contractId) {
      const order = await orderOutputsApi.order(orderId).catch((e: unknown) => {
        showError(e, designerText("messages.loadFailed"));
        return null;
      });
      if (!order) return;
      contractId = order.contractId === null ? null : String(order.contractId);
    }
    if (!contractId) return setContractOpen(true);
    const yes = await ask(
      designerText("contract.inContract"),
      designerText("contract.inContractText"),
      designerText("contract.open"),
    );
    if (!yes) return;
    // its changes go into the order first (the leave question would ask otherwise)
    if (store.dirty && !(await save().catch(() => undefined))) return;
    navigate(`/orders/group-detail/${contractId}`);
  }, [store, query, orderId, ask, save, navigate]);

  const onCreate = async (body: NewContract, key: string) => {
    // a refused save says why itself (use-save), and the dialog stays open
    const saved = savedAsIs() ?? (await save().catch(() => undefined));
    if (!saved) return;
    const contract = await orderOutputsApi.createContract({ ...body, orderId: Number(saved.orderId) }, key);
    setContractOpen(false);
    navigate(`/orders/group-detail/${contract.id}`);
  };

  const dialog = contractOpen ? (
    <Suspense fallback={null}>
      <CreateContractDialog
        open
        savesFirst={!savedAsIs()}
        onCreate={onCreate}
        onClose={() => setContractOpen(false)}
      />
    </Suspense>
  ) : null;
  return {
    exportOrder: (format: ExportFormat) => void exportOrder(format),
    savePicture: () => void savePicture(),
    createContract: () => void createContract(),
    dialog,
  };
}
