import { z } from 'zod';

export const projectFields = {
  projectName: z
    .string({ error: 'project.nameRequired' })
    .trim()
    .min(1, { error: 'project.nameRequired' })
    .max(100, { error: 'project.nameLength' }),
  memo: z.string().trim().max(200, { error: 'project.memoLength' }).default(''),
  avatar: z
    .string()
    .max(14 * 1024 * 1024)
    .optional(),
  avatarType: z.enum(['add', 'edit', 'delete']).optional(),
  // Accepted and not used (spec 2 §3 sends 0); bounded so no number beyond a safe integer gets through.
  projectSpace: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
};

export const groupFields = {
  groupName: z
    .string({ error: 'project.groupNameRequired' })
    .trim()
    .min(1, { error: 'project.groupNameRequired' })
    .max(200, { error: 'project.groupNameLength' }),
  memo: z.string().trim().max(200, { error: 'project.groupMemoLength' }).default(''),
};

export const id = z.string().min(1).max(64);

/** Member tables: page sizes 100/200/500/1000 (default 100), sorted by account either way. */
export const memberPage = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((v) => [100, 200, 500, 1000].includes(v))
    .default(100),
  searchValue: z.string().trim().max(100).optional(),
  cursor: z.string().max(2048).optional(),
  ascs: z.string().max(50).optional(),
  descs: z.string().max(50).optional(),
});

export const userIdList = z.union([
  z.array(id).min(1).max(1000),
  z
    .string()
    .min(1)
    .transform((v) => v.split(',').filter(Boolean)),
]);

export const assignment = z.object({
  userId: id,
  groupId: z.string().max(64).default(''),
  roleStatus: z.enum(['user', 'admin']).default('user'),
});
