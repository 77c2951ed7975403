import {
  Banknote,
  BarChart3,
  Building2,
  ChefHat,
  ChevronDown,
  ClipboardList,
  Handshake,
  History,
  LogOut,
  Receipt,
  Settings,
  Truck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { uzAppName } from "../i18n/common.ts";
import { uzShell } from "../i18n/shell.ts";
import { uzNoRole, uzRoles } from "../i18n/users.ts";
import { cn } from "../lib/cn.ts";
import { logout, usePrincipal, useSession } from "../lib/session.tsx";
import { groupOf, visibleMenu, type MenuItem, type MenuLink } from "./menu.ts";

const icons: Record<string, LucideIcon> = {
  orders: ClipboardList,
  hotels: Building2,
  kitchen: ChefHat,
  "/hr": Users,
  "/payroll": Banknote,
  "/expenses": Receipt,
  "/counterparties": Handshake,
  "/taxi": Truck,
  "/report": BarChart3,
  "/audit": History,
};

const iconOf = (item: MenuItem) => icons[item.kind === "group" ? item.id : item.path] ?? ClipboardList;

const rowClass = "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors";

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(rowClass, isActive ? "bg-brand-700 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white");
}

function GroupLink({ link, onNavigate }: { link: MenuLink; onNavigate?: () => void }) {
  return (
    <NavLink to={link.path} onClick={onNavigate} className={(state) => cn(linkClass(state), "pl-11")}>
      {link.label}
    </NavLink>
  );
}

/** The 270px menu: groups collapse with one open at a time; the active route's group opens. */
export function Sidebar({ onNavigate, onSettings }: { onNavigate?: () => void; onSettings: () => void }) {
  const { pathname } = useLocation();
  const user = useSession()?.user;
  const menu = visibleMenu(usePrincipal());
  const [openGroup, setOpenGroup] = useState(() => groupOf(pathname));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenGroup(groupOf(pathname));
  }

  return (
    <div className="flex h-full w-sidebar flex-col bg-brand-900 text-white">
      <div className="border-b border-white/10 px-5 py-5">
        <p className="text-lg font-semibold">{uzAppName}</p>
        {user && (
          <p className="mt-1 truncate text-sm text-slate-300">
            {user.name} · {user.role ? uzRoles[user.role] : uzNoRole}
          </p>
        )}
      </div>
      <nav aria-label={uzShell.navigation} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {menu.map((item) => {
            const Icon = iconOf(item);
            if (item.kind === "link") {
              return (
                <li key={item.path}>
                  <NavLink to={item.path} onClick={onNavigate} className={linkClass}>
                    <Icon className="size-5 shrink-0" aria-hidden />
                    {item.label}
                  </NavLink>
                </li>
              );
            }
            const open = openGroup === item.id;
            const listId = `menu-group-${item.id}`;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => setOpenGroup(open ? undefined : item.id)}
                  className={cn(rowClass, "text-slate-200 hover:bg-white/10 hover:text-white")}
                >
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className="flex-1 text-left">{item.label}</span>
                  <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
                </button>
                <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-1">
                  {item.links.map((link) => (
                    <li key={link.path}>
                      <GroupLink link={link} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-white/10 px-3 py-4">
        <button type="button" onClick={onSettings} className={cn(rowClass, "text-slate-200 hover:bg-white/10 hover:text-white")}>
          <Settings className="size-5" aria-hidden />
          {uzShell.settings}
        </button>
        <button
          type="button"
          onClick={() => void logout()}
          className={cn(rowClass, "text-slate-200 hover:bg-white/10 hover:text-white")}
        >
          <LogOut className="size-5" aria-hidden />
          {uzShell.logout}
        </button>
      </div>
    </div>
  );
}
