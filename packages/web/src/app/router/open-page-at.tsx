import type { ViewPerTest } from "../../shared/test/render.tsx";
import { settle } from "../../shared/test/render.tsx";
import { pageAt } from "./page-at.ts";

/**
 * For the web's component tests: renders the page the route table shows at `path` into `shown`,
 * as the router would open it, and lets its first requests settle; answers the page's element.
 */
export async function openPageAt(shown: ViewPerTest, path: string, settleTimes = 3): Promise<HTMLElement> {
  const Page = await pageAt(path);
  await shown.render(<Page />, path);
  await settle(settleTimes);
  return shown.container;
}
