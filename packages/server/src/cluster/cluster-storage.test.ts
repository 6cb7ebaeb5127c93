// start:cluster and the file storage (docs/scaling.md "Files and links"): in a cluster nothing is
// served from a process's own disk, so files in a local folder are refused before any process starts.
import { describe, expect, it } from "vitest";
import { clusterStorageRefusal } from "./cluster.ts";

describe("start:cluster's file storage", () => {
  it("refuses files in a local folder, shared or not, and says what to set", () => {
    for (const env of [{}, { FILES_DIR: "/srv/fenestra/files" }, { STORAGE: "local" }])
      expect(clusterStorageRefusal(env)).toMatch(/STORAGE=s3 with S3_BUCKET.*npm start/);
  });

  it("starts with files in an S3-compatible bucket", () => {
    expect(clusterStorageRefusal({ STORAGE: "s3", S3_BUCKET: "fenestra" })).toBeNull();
  });
});
