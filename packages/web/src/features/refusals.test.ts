// Issue 25.17: every refusal reaches the screen as the server's message. The one way is
// shared/api/show-error.ts (showError, or showRefusal where a page has no failure text of its
// own; show-error.test.ts shows it puts the server's message on screen). This reads every page
// and hook of packages/web/src/features and checks that each call to the server that can be
// refused hands its failure to it: a mutation's onError, a .catch on an API call, a try around
// one. What it forbids is what the workshop page did: antd's App.useApp() message (there is no
// <App> around the pages, so `message.error` was not a function and the refusal vanished), and
// a .catch or catch that drops the refusal.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const FEATURES = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(FEATURES).map((path) => ({
  name: relative(FEATURES, path),
  text: readFileSync(path, "utf8"),
}));

/** Names that put a refusal on screen through the shared mechanism. */
const SHOWS = /\b(showError|showRefusal|showFailure)\b/;
/** A call to the server: a feature's API wrapper (`workshopApi.act(`) or the client (`api.call(`). */
const API_CALL = /\b\w*[aA]pi\s*\.\s*\w+\s*\(/;

/**
 * The few places that put a refusal on screen their own way, each with its reason (by file and
 * the text that marks the place).
 */
const OWN_WAY: Record<string, string> = {
  // a refused scan is the scan's result line, the server's message in red (e2e/workshop.spec.ts)
  "workshop/ScanPanel.tsx": "text: error.message",
  // not an action: a drawing's profile geometry falls back to the default series' (no refusal to show)
  "product-manage/series-geometries.ts": "return null;",
  // the contract's edit: the change mutation's onError shows a refusal, a stale save opens the conflict dialog
  "orders/ContractDetailPage.tsx": "stale.offer(",
  // a visit's act with no answer is kept on the device (its own notice); a refusal is thrown on to
  // the mutation's onError or the edit dialog's catch, which show it
  "measurement/MeasureDetailPage.tsx": "keepAct(",
  // not an action: the CRM's customers and the measurers kept on the device for a visit ordered
  // offline; when reading them fails, the copy kept before stays (nothing the user asked for failed)
  "measurement/MeasureListPage.tsx": "what was kept for ordering offline stays",
  // the customer's order form (a shared link: no sign-in, no app shell): a refused field at its
  // field, any other refusal in the form's own alert above its button (e2e/custom-order.spec.ts)
  "custom-order/CustomerOrderPage.tsx": "setFailure(",
};
const ownWay = (file: string, handler: string) => {
  const mark = OWN_WAY[file];
  return mark !== undefined && handler.includes(mark);
};

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** The text from `open` (an opening bracket) to its matching closing one. */
function balanced(text: string, open: number): string {
  const pairs: Record<string, string> = { "(": ")", "{": "}" };
  const close = pairs[text[open] as string] as string;
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === text[open]) depth += 1;
    else if (text[i] === close) {
      depth -= 1;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  return text.slice(open);
}

/** The call chain a `.catch(` at `at` hangs on: back over `a.b(…).c(…)` and line breaks. */
function receiver(text: string, at: number): string {
  let i = at - 1;
  while (i >= 0) {
    const c = text[i] as string;
    if (c === ")") {
      let depth = 0;
      for (; i >= 0; i -= 1) {
        if (text[i] === ")") depth += 1;
        else if (text[i] === "(") {
          depth -= 1;
          if (depth === 0) break;
        }
      }
      i -= 1;
    } else if (/[\w.$\s?!<>]/.test(c)) i -= 1;
    else break;
  }
  return text.slice(i + 1, at);
}

describe("issue 25.17: every refusal in the pages reaches the screen through show-error", () => {
  it("reads the pages (the check is not vacuous)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.name === "workshop/WorkshopPage.tsx")).toBe(true);
  });

  it("no page shows messages through antd's App.useApp() (no <App> holds the pages: its message is not there)", () => {
    const offenders = files.filter((f) => /App\s*\.\s*useApp\s*\(/.test(f.text)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it("every mutation hands its failure to show-error (onError, or a spread of handlers that has one)", () => {
    const offenders: string[] = [];
    for (const f of files)
      for (const m of f.text.matchAll(/useMutation(?:<[^(]*?>)?\(/g)) {
        const options = balanced(f.text, (m.index ?? 0) + m[0].length - 1);
        const spreads = [...options.matchAll(/\.\.\.(\w+)/g)].map((s) => s[1] as string);
        const handlers = [
          options,
          ...spreads.map((name) => {
            const at = f.text.search(new RegExp(`const ${name}\\s*=\\s*\\{`));
            return at < 0 ? "" : balanced(f.text, f.text.indexOf("{", at));
          }),
        ];
        const onError = handlers.find((h) => /\bonError\b/.test(h));
        if (!onError || !(SHOWS.test(onError) || ownWay(f.name, onError)))
          offenders.push(`${f.name}:${lineOf(f.text, m.index ?? 0)}`);
      }
    expect(offenders).toEqual([]);
  });

  it("every .catch on a call to the server hands the refusal to show-error", () => {
    const offenders: string[] = [];
    for (const f of files)
      for (const m of f.text.matchAll(/\.catch\(/g)) {
        const at = m.index ?? 0;
        if (!API_CALL.test(receiver(f.text, at))) continue;
        const handler = balanced(f.text, at + ".catch".length);
        // a named handler, or a function whose body shows it
        if (!SHOWS.test(handler) && !ownWay(f.name, handler))
          offenders.push(`${f.name}:${lineOf(f.text, at)}`);
      }
    expect(offenders).toEqual([]);
  });

  it("every try around a call to the server shows the refusal in its catch", () => {
    const offenders: string[] = [];
    for (const f of files)
      for (const m of f.text.matchAll(/\btry\s*\{/g)) {
        const at = (m.index ?? 0) + m[0].length - 1;
        const body = balanced(f.text, at);
        if (!API_CALL.test(body)) continue;
        const rest = f.text.slice(at + body.length);
        const c = /^\s*catch\s*(\([^)]*\))?\s*\{/.exec(rest);
        if (!c) continue; // try/finally: the caller's catch decides
        const handler = balanced(rest, c[0].length - 1);
        if (!SHOWS.test(handler) && !ownWay(f.name, handler))
          offenders.push(`${f.name}:${lineOf(f.text, at)}`);
      }
    expect(offenders).toEqual([]);
  });
});
