import type { AuthContext } from "../plugins/context.ts";

declare const operatorBrand: unique symbol;

/**
 * An operator (SPEC §6 role admin) acting in the operator console: the only caller that reads
 * across companies (withdrawals, redemption codes, utilization). Built only by operatorOf, from a
 * request whose route declared `operator: true` (the access plugin refused everyone else).
 */
export type Operator = Readonly<{ userId: number }> & { readonly [operatorBrand]: true };

export function operatorOfAuth(auth: Pick<AuthContext, "userId" | "isAdmin">): Operator {
  if (auth.isAdmin !== 1) throw new Error("operatorOfAuth: not an operator");
  return { userId: auth.userId } as Operator;
}
