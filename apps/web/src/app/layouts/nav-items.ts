import type { Role } from '@kinetic/contracts/common';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  Dumbbell,
  LayoutDashboard,
  Library,
  LayoutTemplate,
  MessageCircle,
  ScrollText,
  TrendingUp,
  User,
  UserCog,
  Users,
  Utensils,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

const dashboard: NavItem = { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard };
const profile: NavItem = { label: 'My Profile', to: '/profile', icon: User };
const libraries: NavItem = { label: 'Libraries', to: '/libraries', icon: Library };

const byRole: Record<Role, NavItem[]> = {
  CLIENT: [
    { label: 'My Workouts', to: '/client/workouts', icon: Dumbbell },
    { label: 'My Calendar', to: '/client/calendar', icon: CalendarDays },
    { label: 'My Meals', to: '/client/meals', icon: Utensils },
    { label: 'My Progress', to: '/client/progress', icon: TrendingUp },
    { label: 'Messages', to: '/client/messages', icon: MessageCircle },
  ],
  TRAINER: [
    { label: 'My Clients', to: '/clients', icon: Users },
    { label: 'Messages', to: '/trainer/messages', icon: MessageCircle },
    { label: 'Check-ins', to: '/check-ins', icon: ClipboardCheck },
    { label: 'Calendar', to: '/trainer/calendar', icon: CalendarDays },
    { label: 'Workouts', to: '/trainer/workouts', icon: ClipboardList },
    { label: 'Templates', to: '/trainer/templates', icon: LayoutTemplate },
    { label: 'Programs', to: '/trainer/programs', icon: CalendarRange },
    libraries,
  ],
  CONSULTANT: [
    libraries,
    { label: 'User Management', to: '/admin/users', icon: UserCog },
    { label: 'Audit Trail', to: '/consultant/audit', icon: ScrollText },
  ],
};

/** The sidebar links of the active role. */
export function navItemsFor(role: Role | null): NavItem[] {
  return [dashboard, ...(role ? byRole[role] : []), profile];
}
