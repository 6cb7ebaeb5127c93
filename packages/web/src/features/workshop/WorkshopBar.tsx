// The workshop's own bar (SPEC §2: /manage/workshop, /manage/staff and /manage/scan are the
// workshop role's pages with a custom bar): it moves between the workshop view, the staff and
// scanning. On /manage/scan it is the only bar (the route hides the normal one), so it also
// leads back to the workbench. A workshop staff account (son_account_type 4) is kept to the
// workshop pages by the guard (rule 5): its bar leads to its own scanning page and signs out.
import { Button, Flex, Segmented } from "antd";
import { useNavigate } from "react-router";
import { logout } from "../../shared/session/logout.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { useWorkshopT } from "./i18n.ts";

/** son_account_type of workshop staff (core account/forms sonAccountTypeSchema). */
const WORKSHOP_STAFF = 4;

const PAGES = [
  { key: "workshop", path: "/manage/workshop" },
  { key: "staff", path: "/manage/staff" },
  { key: "scan", path: "/manage/scan" },
] as const;
export type WorkshopPageKey = (typeof PAGES)[number]["key"];

export function WorkshopBar({
  active,
  standalone = false,
}: {
  active: WorkshopPageKey;
  standalone?: boolean;
}) {
  const t = useWorkshopT();
  const navigate = useNavigate();
  const staff = useSession()?.userinfo?.son_account_type === WORKSHOP_STAFF;
  return (
    <Flex
      gap={8}
      align="center"
      wrap
      justify="space-between"
      data-testid="workshop-bar"
      style={{ padding: "8px 12px", borderBottom: "1px solid rgba(5, 5, 5, 0.06)", background: "#fff" }}
    >
      <Flex gap={8} align="center" wrap>
        {standalone && !staff && (
          <Button size="small" data-testid="workshop-bar-home" onClick={() => navigate("/home")}>
            {t("bar.home")}
          </Button>
        )}
        {staff ? (
          <Button size="small" onClick={() => navigate("/manage/workshop/staff")}>
            {t("bar.myScans")}
          </Button>
        ) : (
          <Segmented<WorkshopPageKey>
            size="small"
            value={active}
            onChange={(key) => navigate(PAGES.find((p) => p.key === key)?.path ?? "/manage/workshop")}
            options={PAGES.map((p) => ({
              value: p.key,
              label: <span data-testid={`workshop-bar-${p.key}`}>{t(`bar.${p.key}`)}</span>,
            }))}
          />
        )}
      </Flex>
      {standalone && staff && (
        <Button size="small" onClick={() => void logout()}>
          {t("scan.logout")}
        </Button>
      )}
    </Flex>
  );
}
