import { Button } from "antd";
import { useState } from "react";
import { lazyPart } from "../../../app/layout/lazy-part.tsx";
import { useMeasureToolsT } from "../tools-i18n.ts";
import type { EditVisitProps } from "./EditVisitDialog.tsx";

// The form (date picker, select, the form's rules: 80 KB gzipped) loads on the first press.
const EditVisitDialog = lazyPart(() => import("./EditVisitDialog.tsx").then((m) => m.EditVisitDialog));

/** The office moves a visit (address, time, measurer, note) while it is scheduled or measured. */
export function EditVisitButton(props: EditVisitProps) {
  const t = useMeasureToolsT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="measure-edit">
        {t("edit.button")}
      </Button>
      {open && <EditVisitDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
