import { hasPermission } from "@fenestra/core";
import type { Caller } from "@fenestra/core/workflows/contract-access";
import type { AuthContext } from "../plugins/context.ts";

/** son_account_type of workshop staff (SPEC §6). */
export const WORKSHOP_STAFF = 4;

declare const tenantBrand: unique symbol;

/**
 * Whose rows a query may reach, and as whom: the one tenancy argument of every query function
 * (there is no bare company id). It is core's contract Caller (the company, its registration
 * role, main account or sub-account, permissions) with the user and the salesperson rule. Only
 * tenantOfAuth builds one. Rows under a contract or an order are reached through that parent,
 * loaded with the tenant by contract-access.ts or order-access.ts.
 */
export type Tenant = Readonly<
  Caller & {
    userId: number;
    /**
     * A sub-account without "get all orders" sees only the contracts and orders it sells
     * (SPEC §6): its own user id. Null: it sees all of its company's.
     */
    onlySalesperson: number | null;
    /**
     * Workshop staff (a sub-account of son_account_type 4, SPEC §6) make every contract their
     * factory produces, whoever sold it: they also see the contracts their company has units of.
     */
    workshopStaff: boolean;
  }
> & { readonly [tenantBrand]: true };

/** What a tenant is built from: the signed-in caller (request.auth), or a new company's owner. */
export type TenantSource = Pick<AuthContext, "userId" | "companyId" | "companyRole" | "fid" | "permanents"> &
  Partial<Pick<AuthContext, "sonAccountType">>;

/** THE way to a Tenant: plugins/auth.ts tenantOf for a request; a new company's seed for its owner. */
export function tenantOfAuth(auth: TenantSource): Tenant {
  const seesAll = auth.fid === 0 || hasPermission(auth.permanents, "get_all_orders");
  const tenant = {
    userId: auth.userId,
    companyId: auth.companyId,
    companyRole: auth.companyRole,
    fid: auth.fid,
    permanents: auth.permanents,
    onlySalesperson: seesAll ? null : auth.userId,
    workshopStaff: auth.fid !== 0 && auth.sonAccountType === WORKSHOP_STAFF,
  };
  return tenant as Tenant;
}
