import type { FileJobStarted } from "@fenestra/api";
import { Alert, Button, Flex, Progress, Typography } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadLink, type MadeFile, runFileJob } from "./file-job.ts";

type Shown = { share: number; file: MadeFile | null } | null;

/**
 * A file made by a background job, its progress shown where the page puts `node` (in place, not
 * in the way of the page): `run(start)` starts the job, shows the share written, then downloads
 * the file and leaves its link (until the link expires). A refused job clears the status and
 * rejects, for the page to show the refusal.
 */
export function useFileJob() {
  const { t, i18n } = useTranslation("common");
  const [shown, setShown] = useState<Shown>(null);
  const run = useCallback(async (start: () => Promise<FileJobStarted>) => {
    setShown({ share: 0, file: null });
    try {
      const file = await runFileJob(start, (share) => setShown({ share, file: null }));
      setShown({ share: 1, file });
      downloadLink(file);
    } catch (error) {
      setShown(null);
      throw error;
    }
  }, []);
  const file = shown?.file ?? null;
  const until = (at: string) =>
    new Date(at).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
  const node =
    shown === null ? null : (
      <Alert
        type={file ? "success" : "info"}
        closable={file !== null}
        onClose={() => setShown(null)}
        data-testid="file-job"
        message={file ? t("fileJob.ready") : t("fileJob.writing")}
        description={
          <Flex vertical gap={8}>
            <Progress percent={Math.round(shown.share * 100)} size="small" data-testid="file-job-progress" />
            {file ? (
              <Flex gap={8} wrap align="center">
                <Button
                  type="primary"
                  size="small"
                  href={file.url}
                  download={file.fileName}
                  data-testid="file-job-download"
                >
                  {t("fileJob.download", { name: file.fileName })}
                </Button>
                <Typography.Text type="secondary">
                  {t("fileJob.expires", { time: until(file.expiresAt) })}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t("fileJob.background")}</Typography.Text>
            )}
          </Flex>
        }
      />
    );
  return { run, node, busy: shown !== null && file === null };
}
