// What a real browser fetches: Chromium (playwright-core, /usr/bin/chromium) opens /login signed
// out and /home signed in (session put in sessionStorage as the app stores it), each in a fresh
// context (cold cache), and every script response is gzipped and summed.
import { existsSync } from "node:fs";
import { gzipKB } from "./manifest-size.ts";

export type BrowserRow = { route: string; scripts: number; gzipKB: number; largest: string };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Session = { userinfo: { api_token: string }; company_modules: unknown; userSettings: unknown };

async function signIn(base: string, phone: string, password: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await response.json()) as { code: number; data: Session };
  if (body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Undefined when no Chromium or playwright-core is available. */
export async function browserSizes(
  base: string,
  demo: { phone: string; password: string },
  locale = "zh-CN",
): Promise<BrowserRow[] | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  let chromium: typeof import("playwright-core").chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    return undefined;
  }
  const session = await signIn(base, demo.phone, demo.password);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const rows: BrowserRow[] = [];
    for (const [route, signedIn, ready] of [
      ["/login", false, "page-title"],
      ["/home", true, "stat-orders"],
    ] as const) {
      const context = await browser.newContext({ locale, serviceWorkers: "block" });
      if (signedIn) {
        await context.addInitScript((s: Session) => {
          sessionStorage.setItem("api_token", s.userinfo.api_token);
          sessionStorage.setItem("userinfo", JSON.stringify(s.userinfo));
          sessionStorage.setItem("company_modules", JSON.stringify(s.company_modules));
          sessionStorage.setItem("userSettings", JSON.stringify(s.userSettings));
        }, session);
      }
      const page = await context.newPage();
      const scripts: Promise<{ url: string; kb: number }>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(response.body().then((bytes) => ({ url: response.url(), kb: gzipKB(bytes) })));
      });
      await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
      // The page has rendered its own content (its catalogue and data loaded), then idles again.
      await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const landed = new URL(page.url()).pathname;
      if (landed !== route) throw new Error(`${route} landed on ${landed}`);
      const loaded = await Promise.all(scripts);
      loaded.sort((a, b) => b.kb - a.kb);
      const top = loaded[0];
      rows.push({
        route,
        scripts: loaded.length,
        gzipKB: loaded.reduce((sum, s) => sum + s.kb, 0),
        largest: top ? `${new URL(top.url).pathname} ${top.kb.toFixed(1)} KB` : "-",
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
