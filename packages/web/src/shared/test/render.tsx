import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import i18next from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { SIGNED_IN_KEYS } from "../storage/keys.ts";

// Rendering real components in jsdom for the web's component tests: every en-US catalogue, the
// browser APIs antd expects, a query client and a memory router.

const catalogues = import.meta.glob<Record<string, unknown>>("../../locales/en-US/*.json", {
  import: "default",
  eager: true,
});
const enUS = Object.fromEntries(
  Object.entries(catalogues).map(([path, texts]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? "", texts]),
);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function polyfill() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!("ResizeObserver" in window)) {
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

export async function initTestI18n() {
  polyfill();
  // antd's toasts and static dialogs render in roots of their own: without motion there too.
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    ),
  });
  if (i18next.isInitialized) {
    // The web tests share one module graph per worker: a test of a file before may have set up
    // i18next with a namespace of its own or another language. Every catalogue, in en-US.
    for (const [ns, texts] of Object.entries(enUS))
      if (!i18next.hasResourceBundle("en-US", ns)) i18next.addResourceBundle("en-US", ns, texts);
    i18next.setDefaultNamespace("common");
    if (i18next.language !== "en-US") await i18next.changeLanguage("en-US");
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: "en-US",
    resources: { "en-US": enUS },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

export async function render(ui: ReactNode, path = "/"): Promise<Rendered> {
  await initTestI18n();
  const container = document.createElement("div");
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      // No click waves and no motion: each is a timer that sets React state a moment later, and a
      // timer late enough (a busy machine) fires after the file's window is gone.
      <ConfigProvider wave={{ disabled: true }} theme={{ token: { motion: false } }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>,
    );
  });
  return {
    container,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Types into a React-controlled input the way a user does (the native setter, then input). */
export async function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const prototype =
      input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Lets pending promises and effects settle. */
export async function settle(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Settles until `check` passes (it throws, as `expect` does, until then): for what arrives after
 * a lazy chunk or a request, which a loaded machine can take longer to deliver than `settle`.
 */
export async function settleUntil(check: () => void, timeout = 10_000) {
  await vi.waitFor(
    async () => {
      await settle();
      check();
    },
    { timeout },
  );
}

export function byTestId<T extends HTMLElement = HTMLElement>(root: ParentNode, id: string): T | null {
  return root.querySelector<T>(`[data-testid="${id}"]`);
}

/** Clicks an element as a user does and lets the form's checks and any request settle. */
export async function click(element: Element | null | undefined, times = 6) {
  if (!element) throw new Error("nothing to click");
  await act(async () => (element as HTMLElement).click());
  await settle(times);
}

/** The messages shown under the fields of `root` (or the whole page: dialogs render at the body's end). */
export function fieldErrors(root: ParentNode = document): string[] {
  return [...root.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent ?? "");
}

/** Signs a user in for the test, as the app stores one (`fid` 0: a main account; `is_ty` 1: on trial). */
export function signIn(user: {
  id: number;
  fid: number;
  nickname?: string;
  phone_number?: string;
  is_ty?: number;
}) {
  localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ nickname: "", phone_number: "", ...user }));
}

/** A page under test: its view, an input of it by test id, and a button of it clicked by test id. */
export type PageUnderTest = {
  view: Rendered;
  input(testId: string): HTMLInputElement;
  click(testId: string): Promise<void>;
  errors(): string[];
};

/** What a test file's tests render, one test at a time. */
export type ViewPerTest = {
  /** Renders `ui` at `path`, as `render` does; what it rendered is unmounted after the test. */
  render(ui: ReactNode, path?: string): Promise<Rendered>;
  /** What the current test rendered last. */
  readonly view: Rendered;
  /** The element that holds it. */
  readonly container: HTMLElement;
};

/**
 * The views of a test file's tests: after each test, whatever it rendered is unmounted and `mock`
 * (the mocked API call) forgets its answers.
 */
export function viewPerTest(mock?: { mockReset(): unknown }): ViewPerTest {
  let views: Rendered[] = [];
  afterEach(() => {
    for (const view of views) view.unmount();
    views = [];
    mock?.mockReset();
  });
  const current = () => {
    const view = views.at(-1);
    if (!view) throw new Error("nothing rendered in this test yet");
    return view;
  };
  return {
    async render(ui, path) {
      const view = await render(ui, path);
      views.push(view);
      return view;
    },
    get view() {
      return current();
    },
    get container() {
      return current().container;
    },
  };
}

/**
 * Before each test of the file: `reset` (the mocks), sign `user` in and render `ui()`; unmounted
 * after each. The page answers the test's current view.
 */
export function renderEachSignedIn(
  user: Parameters<typeof signIn>[0],
  ui: () => ReactNode,
  reset?: () => void,
): PageUnderTest {
  const shown = viewPerTest();
  beforeEach(async () => {
    reset?.();
    signIn(user);
    await shown.render(ui());
  });
  const current = () => shown.view;
  return {
    get view() {
      return current();
    },
    input: (testId) => byTestId<HTMLInputElement>(current().container, testId) as HTMLInputElement,
    click: (testId) => click(byTestId(current().container, testId)),
    errors: () => fieldErrors(current().container),
  };
}
