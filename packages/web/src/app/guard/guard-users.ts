import type { GuardUser } from "./guard.ts";

// For the guard's tests: a signed-in main account of the design edition, paid until 2027-01-31,
// the tests' "today" well inside it.

export const mainAccount: GuardUser = {
  fid: 0,
  son_account_type: 0,
  permanent: 0,
  expiration_time: "2027-01-31",
  ty_expiration_time: null,
  is_ty: 0,
};
