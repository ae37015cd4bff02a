import type { ProjectRole } from './filePerms.ts';
import type { ProjectView } from './projectPolicy.ts';

/**
 * Who may change P&ID tag rules (dm2d) and rule attributes: the platform default only platform
 * administrators; a project's rules and attributes its creator and member admins (not in the special
 * read-only project); a drawing's rules whoever may edit that file (the editFile sign, checked by the caller).
 */
export const canChangeDefaultRules = (caller: { isAdmin: boolean }) => caller.isAdmin;

export const canChangeProjectRules = (project: ProjectView, role: ProjectRole | null) =>
  (role === 'creator' || role === 'admin') && project.isDefault !== 2;
