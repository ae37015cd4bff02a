import { z } from 'zod';

/** blade-system: the departments and roles a user may switch to. Requests and answers. */

/** Whose departments or roles: the caller's own by default (administrators may name anyone in their tenant). */
export const UserSelectQuery = z.object({ userId: z.string().max(64).optional() });

export interface Dept {
  id: string;
  deptName: string;
}

export interface Role {
  id: string;
  roleName: string;
}
