// Signed download links (file-links.ts) on S3-compatible storage: the bucket's own presigned GET,
// against the local S3 server the tests start (s3rver): a link works before it expires and not
// after; a file job's link on an app whose files are in the bucket points there. (s3rver checks a
// presigned V4 link's expiry but not its signature, so an altered link's refusal is the bucket's
// own — S3, MinIO… — and is not tested here; the server's own links are: jobs/file-jobs.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { type DataOf, routes } from "@fenestra/api";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrangedContract } from "../modules/workshop/workshop.fixtures.ts";
import { callRoute, signInDemo } from "../test/helpers/factories.ts";
import { createTestApp } from "../test/helpers/test-app.ts";
import { contentDisposition, IMAGE_LINK_PERIOD, imageLink } from "./file-links.ts";
import { s3Storage } from "./s3.storage.ts";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

describe("signed links to files in an S3-compatible bucket", () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;
  const settings = () => ({
    bucket: "fenestra",
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    prefix: "files/",
  });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "s3rver-links-"));
    const port = await freePort();
    server = new S3rver({ port, address: "127.0.0.1", silent: true, directory: folder });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: "fenestra" }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("a presigned link works before it expires and not after", async () => {
    const storage = s3Storage(settings());
    const key = "export-00000000-0000-4000-8000-000000000001";
    const neighbour = "export-00000000-0000-4000-8000-000000000002";
    await storage.put(key, Buffer.from("%PDF-1.7 a label sheet"), "application/pdf");
    await storage.put(neighbour, Buffer.from("%PDF-1.7 another company's"), "application/pdf");
    const url = (await storage.presign?.(key, "HT-1 labels.pdf", 2)) ?? "";
    expect(url.startsWith(`${endpoint}/fenestra/files/${key}?`)).toBe(true);
    const before = await fetch(url);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-disposition")).toBe(contentDisposition("HT-1 labels.pdf"));
    expect(await before.text()).toBe("%PDF-1.7 a label sheet");
    // the link names its own file: the neighbour's needs its own
    expect(url).not.toContain(neighbour);
    expect(await (await fetch((await storage.presign?.(neighbour, "n.pdf", 2)) ?? "")).text()).toContain(
      "another",
    );
    // expired
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await fetch(url)).status).toBe(403);
  });

  it("an uploaded image's link is the bucket's: the same within the hour, shown inline, refused once expired", async () => {
    const storage = s3Storage(settings());
    const key = "00000000-0000-4000-8000-0000000000aa";
    const bytes = Buffer.from("\x89PNG a letterhead's logo");
    await storage.put(key, bytes, "image/png");
    // presigned links need no database: the bucket checks them
    const deps = { db: undefined as never, storage };
    const hour = Math.floor(Date.now() / 1000 / IMAGE_LINK_PERIOD) * IMAGE_LINK_PERIOD * 1000;
    const url = await imageLink(deps, key, new Date(hour + 1000));
    expect(url.startsWith(`${endpoint}/fenestra/files/${key}?`)).toBe(true);
    expect(await imageLink(deps, key, new Date(hour + IMAGE_LINK_PERIOD * 1000 - 1000))).toBe(url);
    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await shown.arrayBuffer()).equals(bytes)).toBe(true);
    // handed out three hours ago: expired
    const old = await imageLink(deps, key, new Date(Date.now() - 3 * IMAGE_LINK_PERIOD * 1000));
    expect((await fetch(old)).status).toBe(403);
  });

  it("a label sheet's job, on an app whose files are in the bucket, links to the bucket", async () => {
    const storage = s3Storage(settings());
    const app = await createTestApp({ storage });
    try {
      const token = (await signInDemo(app.app)).userinfo.api_token;
      const contract = await arrangedContract(app.app, token);
      const started = await callRoute(app.app, routes.workshop.startLabels, {
        token,
        params: { id: contract.id },
        body: { paper: "a4", pieces: false },
      });
      const { jobId } = started.body.data as { jobId: string };
      let job: DataOf<typeof routes.fileJobs.job> | null = null;
      while (job?.state !== "done") {
        const answer = await callRoute(app.app, routes.fileJobs.job, { token, params: { id: jobId } });
        expect(answer.body.code, answer.body.key).toBe(0);
        job = answer.body.data as DataOf<typeof routes.fileJobs.job>;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // the bucket serves it: no server process's disk is in the way
      const url = job.file?.url ?? "";
      expect(url.startsWith(`${endpoint}/fenestra/files/export-${jobId}?`)).toBe(true);
      const pdf = await fetch(url);
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    } finally {
      await app.close();
    }
  });
});
