import { Button, Upload } from "antd";

/** Picks an .xlsx file to import: the file goes to `onPick` (antd uploads nothing itself). */
export function XlsxImportButton({
  label,
  busy,
  onPick,
}: {
  label: string;
  busy: boolean;
  onPick: (file: File) => void;
}) {
  return (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={(file) => {
        onPick(file);
        return false;
      }}
    >
      <Button loading={busy}>{label}</Button>
    </Upload>
  );
}
