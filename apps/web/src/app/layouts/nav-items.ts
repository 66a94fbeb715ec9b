import type { Role } from '@kinetic/contracts/common';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarRange,
  ClipboardList,
  Dumbbell,
  LayoutDashboard,
  Library,
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
    { label: 'My Meals', to: '/client/meals', icon: Utensils },
    { label: 'My Progress', to: '/client/progress', icon: TrendingUp },
  ],
  TRAINER: [
    { label: 'My Clients', to: '/clients', icon: Users },
    { label: 'Templates', to: '/trainer/templates', icon: ClipboardList },
    { label: 'Programs', to: '/trainer/programs', icon: CalendarRange },
    libraries,
  ],
  CONSULTANT: [libraries, { label: 'User Management', to: '/admin/users', icon: UserCog }],
};

/** The sidebar links of the active role. */
export function navItemsFor(role: Role | null): NavItem[] {
  return [dashboard, ...(role ? byRole[role] : []), profile];
}
