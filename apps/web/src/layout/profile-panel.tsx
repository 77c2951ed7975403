import { can } from "@app/contract/roles";
import { Building2, KeyRound, LogOut, UserPen } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { uzApiDocs } from "../i18n/api-docs.ts";
import { uzCommon } from "../i18n/common.ts";
import { uzSettings } from "../i18n/settings.ts";
import { uzProfile } from "../i18n/users.ts";
import { PasswordDialog } from "../features/profile/password-dialog.tsx";
import { useProfile } from "../features/profile/profile-api.ts";
import { ProfileEditDialog } from "../features/profile/profile-edit-dialog.tsx";
import { SettingsSheet } from "../features/settings/settings-sheet.tsx";
import { UserList } from "../features/users/user-list.tsx";
import { logout, usePrincipal } from "../lib/session.tsx";
import { Button } from "../ui/button.tsx";
import { ListState } from "../ui/list-state.tsx";
import { Sheet } from "../ui/sheet.tsx";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink sm:text-right">{children}</dd>
    </div>
  );
}

type PanelProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Shaxsiy profil': the user's own data and actions, plus the user list for those who manage users. */
export default function ProfilePanel({ open, onOpenChange }: PanelProps) {
  const profile = useProfile();
  const principal = usePrincipal();
  const managesUsers = can(principal, "users", "read");
  const setsUp = can(principal, "settings", "write");
  const [dialog, setDialog] = useState<"edit" | "password" | "settings" | null>(null);
  const data = profile.data;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={uzProfile.title}
      description={uzProfile.description}
      size={managesUsers ? "wide" : "md"}
    >
      <ListState isLoading={profile.isPending} isError={profile.isError} isEmpty={false}>
        {data && (
          <div className="flex flex-col gap-6">
            <dl className="flex flex-col gap-3 rounded-xl border border-line p-4">
              <Detail label={uzProfile.fullName}>{data.full_name}</Detail>
              <Detail label={uzProfile.email}>{data.email}</Detail>
              <Detail label={uzProfile.birthdate}>{data.birthdate ?? uzCommon.notSet}</Detail>
              <Detail label={uzProfile.gender}>{data.gender === "male" ? uzProfile.male : uzProfile.female}</Detail>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setDialog("edit")}>
                <UserPen className="size-4" aria-hidden />
                {uzProfile.editAction}
              </Button>
              <Button variant="secondary" onClick={() => setDialog("password")}>
                <KeyRound className="size-4" aria-hidden />
                {uzProfile.passwordAction}
              </Button>
              {setsUp && (
                <Button variant="secondary" onClick={() => setDialog("settings")}>
                  <Building2 className="size-4" aria-hidden />
                  {uzSettings.open}
                </Button>
              )}
              <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => void logout()}>
                <LogOut className="size-4" aria-hidden />
                {uzProfile.logout}
              </Button>
            </div>
            {dialog === "edit" && <ProfileEditDialog profile={data} onClose={() => setDialog(null)} />}
            {dialog === "password" && <PasswordDialog onClose={() => setDialog(null)} />}
            {dialog === "settings" && <SettingsSheet onClose={() => setDialog(null)} />}
          </div>
        )}
      </ListState>
      {managesUsers && (
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6">
          <UserList />
          <Link to="/api-docs" onClick={() => onOpenChange(false)} className="self-start text-sm font-medium text-brand-700 underline">
            {uzApiDocs.open}
          </Link>
        </div>
      )}
    </Sheet>
  );
}
