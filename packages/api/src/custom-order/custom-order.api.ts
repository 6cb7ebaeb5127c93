import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  customOrderLinkBodySchema,
  customOrderLinkSchema,
  customOrderPriceBodySchema,
  customOrderPriceSchema,
  customOrderReceiptSchema,
  customOrderSettingsSchema,
  customOrderSubmitBodySchema,
  customOrderTokenParams,
  publicCustomOrderSchema,
} from "./custom-order.schemas.ts";

// The customer order link (SPEC §2 /customOrder, docs/custom-order.md). Its orders arrive as CRM
// leads, so the company's side is the CRM's: reading it needs the module, changing it "edit
// customer". The customer's side is public: the token in the address is the key, and the link
// answers rate limits per link and per address (429).

const read = signedIn({ module: "crm" });
const edit = signedIn({ module: "crm", permission: "edit_customer" });

const route = moduleRoutes("customOrder", read);
const customer = moduleRoutes("customOrder", publicRoute()).with({ params: customOrderTokenParams });

export const customOrder = {
  settings: route.get("/api/custom-order/link", { response: customOrderSettingsSchema }),
  save: route.put("/api/custom-order/link", {
    access: edit,
    body: customOrderLinkBodySchema,
    response: customOrderLinkSchema,
    success: "success.edit",
  }),
  rotate: route.post("/api/custom-order/link/rotate", {
    access: edit,
    description: "A new address for the link: the old one (and its QR code) opens nothing from now on.",
    response: customOrderLinkSchema,
    success: "success.edit",
  }),
  open: customer.get("/api/public/custom-order/:token", { response: publicCustomOrderSchema }),
  price: customer.post("/api/public/custom-order/:token/price", {
    description: "Indicative prices of the windows, when the company shows prices; rate limited per address.",
    body: customOrderPriceBodySchema,
    response: customOrderPriceSchema,
  }),
  submit: customer.post("/api/public/custom-order/:token/orders", {
    description:
      "The customer's order: an intention order, a CRM lead and a message. Rate limited per link and per address (429); a resend with the same submissionKey creates nothing more.",
    body: customOrderSubmitBodySchema,
    response: customOrderReceiptSchema,
    success: "success.add",
  }),
};
