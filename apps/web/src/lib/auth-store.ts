import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';
import { defaultRole } from './roles.ts';

export { AUTH_STORAGE_KEY };

interface SessionState {
  token: string | null;
  user: User | null;
  activeRole: Role | null;
  isAuthenticated: boolean;
}

interface SessionActions {
  login: (token: string, user: User) => void;
  logout: () => void;
  /** The server refused the session (a 401): signed out, and the sign-in page says the session ended. */
  endSession: () => void;
  /**
   * Replaces the signed-in user by a newer copy of the same person (another person is ignored); keeps
   * the active role if the user still holds it, else re-derives it.
   */
  updateUser: (user: User) => void;
  /** Changes the active role, only to a role the user holds. */
  switchRole: (role: Role) => void;
}

interface SessionNotice {
  /** Set when the server ended the session; cleared by the next sign-in or sign-out. Not stored. */
  sessionEnded: boolean;
}

export type AuthState = SessionState & SessionNotice & SessionActions;

const signedOut: SessionState = { token: null, user: null, activeRole: null, isAuthenticated: false };

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      sessionEnded: false,
      login: (token, user) =>
        set({
          token,
          user,
          activeRole: defaultRole(user.roles),
          isAuthenticated: true,
          sessionEnded: false,
        }),
      logout: () => set({ ...signedOut, sessionEnded: false }),
      endSession: () => set({ ...signedOut, sessionEnded: true }),
      updateUser: (user) => {
        // A late answer of an earlier session never puts its person into the current one.
        if (user.id !== get().user?.id) return;
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
