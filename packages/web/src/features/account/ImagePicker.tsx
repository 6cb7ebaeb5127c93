import type { FilePurpose } from "@fenestra/api";
import { Button } from "antd";
import { useRef, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { showError } from "../../shared/api/show-error.ts";
import { accountFeatureApi, fileBase64 } from "./account-api.ts";
import { useAccountT } from "./i18n.ts";

type Uploaded = { key: string; url: string };

/**
 * One image file chooser: reads the file, refuses one over 3M at once, uploads it (the server
 * checks that it is an image by its bytes) and hands back the stored key and URL.
 */
export function ImagePicker({
  purpose,
  label,
  testId,
  onUploaded,
  onProblem,
}: {
  purpose: FilePurpose;
  label: string;
  testId: string;
  onUploaded: (file: Uploaded) => void;
  onProblem: (message: string | undefined) => void;
}) {
  const t = useAccountT();
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    const data = await fileBase64(file);
    if (data === "tooLarge") {
      onProblem(t("upload.tooLarge"));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await accountFeatureApi.upload(purpose, data);
      onProblem(undefined);
      onUploaded(uploaded);
    } catch (error) {
      // The server's reason (not an image, too large) in the user's language, under the field.
      const message = isApiError(error) ? (error.fieldError?.message ?? error.message) : undefined;
      onProblem(message || t("upload.failed"));
      if (!message) showError(error, t("upload.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={purpose === "logo" || purpose === "seal" ? "image/png" : "image/png,image/jpeg"}
        style={{ display: "none" }}
        data-testid={`${testId}-file`}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <Button loading={busy} onClick={() => input.current?.click()} data-testid={`${testId}-upload`}>
        {label}
      </Button>
    </>
  );
}
