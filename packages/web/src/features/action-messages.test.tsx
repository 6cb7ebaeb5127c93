import { routes } from "@fenestra/api";
import { act } from "react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import casement from "../../../../docs/examples/casement-1500x1400.design.json";
import { pageAt } from "../app/router/page-at.ts";
import { api } from "../shared/api/client.ts";
import { SIGNED_IN_KEYS } from "../shared/storage/keys.ts";
import { byTestId, click, initTestI18n, settle, signIn, viewPerTest } from "../shared/test/render.tsx";
import { toast } from "../shared/ui/toast.ts";
import { demoSeriesModel, demoSeriesRecord } from "./product-manage/demo-series-record.ts";

// SPEC §8's success messages for delete, clone, import and callback, and the failure messages
// of delete and clone: what a person is told after each, where the app offers it.

vi.mock("../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));
const { AccountsPanel } = await import("./finance/AccountsPanel.tsx");
const { Component: LoginPage } = await import("./auth/LoginPage.tsx");
const { createDesignerActions } = await import("./designer/actions/designer-actions.ts");
const { DesignerStore } = await import("./designer/state/designer-store.ts");

const shown = viewPerTest(vi.mocked(api.call));
const told = { success: [] as string[], error: [] as string[] };
beforeEach(() => {
  told.success = [];
  told.error = [];
  vi.spyOn(toast, "success").mockImplementation((text) => void told.success.push(text) as never);
  vi.spyOn(toast, "error").mockImplementation((text) => void told.error.push(text) as never);
  signIn({ id: 1, fid: 0 });
});

const account = {
  id: 3,
  name: "Cash",
  type: "alipay",
  number: "",
  bankName: "",
  isDefault: false,
  balance: 0,
  version: 0,
};

/** Deletes the receipt account through its button and the question that follows. */
async function deleteAccount() {
  await shown.render(<AccountsPanel />, "/manage/financial");
  await settle();
  const button = [...shown.container.querySelectorAll("button")].find((b) => b.textContent === "Delete");
  await click(button);
  await click(document.body.querySelector(".ant-popconfirm .ant-btn-primary"));
  await settle();
}

describe("SPEC §8 action messages", { timeout: 60_000 }, () => {
  it("delete: says it deleted; a failure with no word of the server's says the delete failed", async () => {
    vi.mocked(api.call).mockImplementation((async (route: unknown) => {
      if (route === routes.finance.accounts) return [account];
      if (route === routes.finance.deleteAccount) return null;
      throw new Error("unexpected call");
    }) as never);
    await deleteAccount();
    expect(told.success).toEqual(["Deleted"]);
    shown.view.unmount();

    vi.mocked(api.call).mockImplementation((async (route: unknown) => {
      if (route === routes.finance.accounts) return [account];
      throw new TypeError("e.error is not a function");
    }) as never);
    await deleteAccount();
    expect(told.error).toEqual(["Delete failed, please try again"]);
  });

  it("callback: coming back from the third-party sign-in says the person is signed in", async () => {
    localStorage.clear();
    const session = { userinfo: { id: 9, fid: 0, api_token: "t9" }, needPhone: false };
    vi.mocked(api.call).mockImplementation((async (route: unknown) => {
      if (route === routes.auth.thirdParty) return session;
      throw new Error("unexpected call");
    }) as never);
    await act(async () => {
      await shown.render(<LoginPage />, "/login?state=wechat&code=abc");
    });
    await settle(6);
    // the code is sent once (a second use of it would be refused by the provider)
    expect(vi.mocked(api.call).mock.calls).toEqual([
      [routes.auth.thirdParty, { body: { provider: "wechat", code: "abc" } }],
    ]);
    expect(told.success).toEqual(["Signed in"]);
  });

  it("clone: cloning a series says it cloned; a failure says the clone failed", async () => {
    localStorage.setItem(SIGNED_IN_KEYS.companyModules, JSON.stringify({ script: 1 }));
    const catalogue = {
      directories: [
        { id: 1, parentId: null, name: "All", isMain: true, version: 0 },
        { id: 2, parentId: 1, name: "Demo", isMain: false, version: 0 },
      ],
      series: [{ ...demoSeriesRecord, builds: demoSeriesModel.openingKinds ?? [] }],
    };
    let cloned: () => Promise<unknown> = async () => demoSeriesRecord;
    vi.mocked(api.call).mockImplementation((async (route: unknown) => {
      if (route === routes.series.catalogue) return catalogue;
      if (route === routes.series.clone) return cloned();
      throw new Error("unexpected call");
    }) as never);
    const Page = await pageAt("/product-manage/index");
    await shown.render(
      <Routes>
        <Route path="/product-manage/index" element={<Page />} />
      </Routes>,
      "/product-manage/index",
    );
    await settle(6);
    const cloneOnce = async () => {
      const row = byTestId(shown.container, `series-row-${demoSeriesRecord.name}`);
      await click(row?.querySelector("input[type=radio]"));
      await click(byTestId(shown.container, "clone-series"));
      await click(document.body.querySelector(".ant-modal .ant-btn-primary"));
      await settle(6);
    };
    await cloneOnce();
    expect(told.success).toEqual(["Cloned"]);
    cloned = () => Promise.reject(new TypeError("network gone"));
    await cloneOnce();
    expect(told.error).toEqual(["Clone failed, please try again"]);
  });

  it("import: a drawing imported from a JSON file says it was imported", async () => {
    await initTestI18n();
    const store = new DesignerStore();
    const actions = createDesignerActions({ store, unit: { length: "mm", digits: 0 } } as never);
    actions.importJson();
    const input = document.body.querySelector<HTMLInputElement>("[data-testid=designer-file-input]");
    if (!input) throw new Error("no file chooser");
    const file = new File([JSON.stringify(casement)], "casement.json", { type: "application/json" });
    Object.defineProperty(input, "files", { value: [file] });
    await act(async () => {
      input.dispatchEvent(new Event("change"));
    });
    await settle(6);
    expect(store.design.frames).toHaveLength(1);
    expect(told.success).toEqual(["Imported"]);
  });
});
