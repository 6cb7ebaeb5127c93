import { THREE_D_NEED } from "@fenestra/core/account/entitlements";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { contractSchema } from "../contracts/contracts.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  sunroomBodySchema,
  sunroomContractBodySchema,
  sunroomListQuerySchema,
  sunroomPageSchema,
  sunroomParams,
  sunroomQuoteSchema,
  sunroomRecordSchema,
  sunroomUpdateSchema,
} from "./sunrooms.schemas.ts";

// Saved sunrooms (issue 33, /sunnyHouse; docs/sunroom.md "Saving, price and contract"): gated as
// 3D is (SPEC §6: a paid account, or a trial account during its rendering trial). The company's
// sunrooms; a sub-account without "get all orders" reaches the ones it saved only.
const route = moduleRoutes("sunrooms", signedIn(THREE_D_NEED));
const bySunroom = route.with({ params: sunroomParams });

export const sunrooms = {
  list: route.get("/api/sunrooms", {
    description: "The saved sunrooms the caller reaches, newest change first, one page.",
    query: sunroomListQuerySchema,
    response: sunroomPageSchema,
  }),
  create: route.create("/api/sunrooms", {
    description:
      "Saves a sunroom: its name and fields, each refused at its field when outside docs/sunroom.md's ranges. " +
      "A repeat with the same Idempotency-Key saves one.",
    body: sunroomBodySchema,
    response: sunroomRecordSchema,
    idempotent: true,
  }),
  detail: bySunroom.get("/api/sunrooms/:id", { response: sunroomRecordSchema }),
  update: bySunroom.update("/api/sunrooms/:id", { body: sunroomUpdateSchema, response: sunroomRecordSchema }),
  remove: bySunroom.remove("/api/sunrooms/:id", {
    description: "Deletes the saved sunroom; a contract made from it stays.",
    response: z.null(),
  }),
  quote: bySunroom.get("/api/sunrooms/:id/quote", {
    description:
      "The saved sunroom's price (core quoteSunroom): the structure by its sunroom series, each wall facet by its facet series' quote formulas.",
    response: sunroomQuoteSchema,
  }),
  drawings: bySunroom.get("/api/sunrooms/:id/drawings", {
    description:
      "The saved sunroom's drawings as an A4 PDF (the plan, an elevation of every open side, the roof plan, " +
      "with their dimensions; core sunroomDrawings), titled in the caller's language.",
    response: { raw: ["application/pdf"] },
  }),
  contract: bySunroom.create("/api/sunrooms/:id/contract", {
    description:
      "Makes a contract of type sunnyhouse for the saved sunroom: its price as quote lines (the structure, each facet), " +
      "the sunroom linked to it. A sunroom in a contract already is refused ('sunroom.in_contract'). " +
      "A repeat with the same Idempotency-Key makes one contract.",
    body: sunroomContractBodySchema,
    response: contractSchema,
    idempotent: true,
  }),
};
