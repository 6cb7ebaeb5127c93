import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// SPEC §2c "Default dialog width is auto" holds for every dialog only if every dialog is the
// web's Dialog (packages/web/src/shared/ui/Dialog.tsx), which gives auto width to a dialog
// without one of its own. antd's Modal rendered directly would be 520 px wide again. Its static
// confirmations (Modal.confirm, Modal.useModal) are questions of antd's own size, not dialogs.

const WEB = "packages/web/src";
/** The one file that may render antd's Modal: the wrapper. */
const ALLOWED = [`${WEB}/shared/ui/Dialog.tsx`];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe("dialogs", () => {
  it("are the web's Dialog (auto width), not antd's Modal rendered directly", () => {
    const direct = sources(WEB)
      .map((path) => relative(".", path))
      .filter((path) => !ALLOWED.some((allowed) => path.startsWith(allowed)))
      .filter((path) => /<Modal[\s>]/.test(readFileSync(path, "utf8")));
    expect(direct).toEqual([]);
  });
});
