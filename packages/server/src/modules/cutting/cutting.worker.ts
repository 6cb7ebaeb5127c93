// Worker thread of the cutting pool: optimizes one profile/colour group per message.
import { parentPort } from "node:worker_threads";
import { optimizeGroup, type PieceGroup } from "@fenestra/core/cutting/index";

parentPort?.on("message", (msg: { id: number; group: PieceGroup }) => {
  const result = optimizeGroup(msg.group, { now: () => performance.now() });
  parentPort?.postMessage({ id: msg.id, result });
});
