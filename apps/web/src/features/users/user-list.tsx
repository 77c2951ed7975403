import { Search } from "lucide-react";
import { useState } from "react";
import type { User } from "@app/contract/schemas/users";
import { uzCommon } from "../../i18n/common.ts";
import { uzNoRole, uzRoles, uzUsers } from "../../i18n/users.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { usePageState } from "../../lib/use-page-state.ts";
import { Badge } from "../../ui/badge.tsx";
import { CreateButton } from "../../ui/create-button.tsx";
import { Input } from "../../ui/input.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { CreateUserDialog, EditUserDialog } from "./user-form-dialogs.tsx";
import { useDeleteUser, useUsers } from "./users-api.ts";

type Editing = { kind: "create" } | { kind: "edit"; user: User } | null;

/** The user list of the profile panel (superuser and admin). */
export function UserList() {
  const [pages, update] = usePageState();
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const [editing, setEditing] = useState<Editing>(null);
  const users = useUsers({ page: pages.page, per_page: pages.perPage, search });
  const remove = useDeleteUser();

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="users-heading" className="text-base font-semibold text-ink">
          {uzUsers.title}
        </h3>
        <CreateButton size="sm" onClick={() => setEditing({ kind: "create" })} label={uzUsers.add} />
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <Input
          type="search"
          aria-label={uzUsers.searchLabel}
          placeholder={uzUsers.searchPlaceholder}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            update({});
          }}
          className="pl-9"
        />
      </div>
      <ListTable
        list={users}
        view={{ ...pages, search }}
        update={update}
        emptyText={uzUsers.empty}
        head={
          <>
            <Th>{uzUsers.fullName}</Th>
            <Th>{uzUsers.role}</Th>
            <Th>{uzUsers.status}</Th>
          </>
        }
        cells={(user) => (
          <>
            <Td>
              <div className="font-medium text-ink">{user.full_name}</div>
              <div className="text-xs text-muted">{user.email}</div>
            </Td>
            <Td>{user.role ? uzRoles[user.role] : uzNoRole}</Td>
            <Td>
              <Badge tone={user.is_active ? "success" : "danger"}>{user.is_active ? uzCommon.active : uzCommon.inactive}</Badge>
            </Td>
          </>
        )}
        onEdit={(user) => setEditing({ kind: "edit", user })}
        remove={remove}
        deletedMessage={uzUsers.deleted}
        rowName={(user) => user.full_name}
      />
      {editing?.kind === "create" && <CreateUserDialog onClose={() => setEditing(null)} />}
      {editing?.kind === "edit" && <EditUserDialog user={editing.user} onClose={() => setEditing(null)} />}
    </section>
  );
}
