import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cn } from './cn.ts';

/** A dropdown menu's panel: portalled, aligned to the end of its trigger, kept inside the screen. */
export function MenuPanel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className={cn('z-50 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg', className)}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
