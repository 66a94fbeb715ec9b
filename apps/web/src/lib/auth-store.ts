import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import { defaultRole } from './roles.ts';

export const AUTH_STORAGE_KEY = 'auth-storage';

interface SessionState {
  token: string | null;
  user: User | null;
  activeRole: Role | null;
  isAuthenticated: boolean;
}

interface SessionActions {
  login: (token: string, user: User) => void;
  logout: () => void;
  /** Replaces the user; keeps the active role if the user still holds it, else re-derives it. */
  updateUser: (user: User) => void;
  /** Changes the active role, only to a role the user holds. */
  switchRole: (role: Role) => void;
}

export type AuthState = SessionState & SessionActions;

const signedOut: SessionState = { token: null, user: null, activeRole: null, isAuthenticated: false };

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      login: (token, user) =>
        set({ token, user, activeRole: defaultRole(user.roles), isAuthenticated: true }),
      logout: () => set(signedOut),
      updateUser: (user) => {
        const current = get().activeRole;
        const activeRole = current && user.roles.includes(current) ? current : defaultRole(user.roles);
        set({ user, activeRole });
      },
      switchRole: (role) => {
        const { user } = get();
        if (user?.roles.includes(role)) set({ activeRole: role });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, activeRole, isAuthenticated }): SessionState => ({
        token,
        user,
        activeRole,
        isAuthenticated,
      }),
    },
  ),
);
