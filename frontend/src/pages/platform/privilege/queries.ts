/** Query keys of the membership privilege pages (member-privilege, privilege-contrast). */
export const privilegeKeys = {
  all: () => ['platformPrivileges'] as const,
  list: () => ['platformPrivileges', 'list'] as const,
};
