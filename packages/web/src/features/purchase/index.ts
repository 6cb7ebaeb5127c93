// What other features use of purchase: the words of what is bought and the account's purchase endpoints.
export { itemLabel, purchaseText, usePurchaseT } from "./i18n.ts";
export {
  type Invitation,
  type Invited,
  invitationApi,
  type Withdrawal,
  type WithdrawBody,
} from "./purchase-api.ts";
