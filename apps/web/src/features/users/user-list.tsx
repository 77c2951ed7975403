import { Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import type { User } from "@app/contract/schemas/users";
import { uz } from "../../i18n/uz.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Input } from "../../ui/input.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { DEFAULT_PAGE_SIZE, firstRowNumber } from "../../ui/pagination-window.ts";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { CreateUserDialog, EditUserDialog } from "./user-form-dialogs.tsx";
import { useDeleteUser, useUsers } from "./users-api.ts";

type Editing = { kind: "create" } | { kind: "edit"; user: User } | null;

/** The user list of the profile panel (superuser and admin). */
export function UserList() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const users = useUsers({ page, per_page: perPage, search });
  const remove = useDeleteUser();
  const rows = users.data?.results ?? [];

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(uz.users.deleted);
        setDeleting(null);
        // The last row of a page is gone: that page no longer exists.
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
    });
  }

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="users-heading" className="text-base font-semibold text-ink">
          {uz.users.title}
        </h3>
        <Button size="sm" onClick={() => setEditing({ kind: "create" })}>
          <Plus className="size-4" aria-hidden />
          {uz.users.add}
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <Input
          type="search"
          aria-label={uz.users.searchLabel}
          placeholder={uz.users.searchPlaceholder}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
          className="pl-9"
        />
      </div>
      <ListState
        isLoading={users.isPending}
        isError={users.isError}
        isEmpty={rows.length === 0}
        emptyText={search ? uz.list.emptySearch : uz.users.empty}
      >
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              <Th>{uz.users.fullName}</Th>
              <Th>{uz.users.role}</Th>
              <Th>{uz.users.status}</Th>
              <Th className="text-right">{uz.common.actions}</Th>
            </tr>
          </THead>
          <TBody>
            {rows.map((user, index) => (
              <Tr key={user.id}>
                <Td className="text-muted">{firstRowNumber(page, perPage) + index}</Td>
                <Td>
                  <div className="font-medium text-ink">{user.full_name}</div>
                  <div className="text-xs text-muted">{user.email}</div>
                </Td>
                <Td>{user.role ? uz.roles[user.role] : uz.noRole}</Td>
                <Td>
                  <Badge tone={user.is_active ? "success" : "danger"}>
                    {user.is_active ? uz.common.active : uz.common.inactive}
                  </Badge>
                </Td>
                <Td>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={uz.users.editUser(user.full_name)}
                      title={uz.common.edit}
                      onClick={() => setEditing({ kind: "edit", user })}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={uz.users.deleteUser(user.full_name)}
                      title={uz.common.delete}
                      className="text-danger hover:bg-red-50"
                      onClick={() => setDeleting(user)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
      <Pagination
        page={page}
        perPage={perPage}
        count={users.data?.count ?? 0}
        onPageChange={setPage}
        onPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
      {editing?.kind === "create" && <CreateUserDialog onClose={() => setEditing(null)} />}
      {editing?.kind === "edit" && <EditUserDialog user={editing.user} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </section>
  );
}
