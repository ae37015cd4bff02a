/** Query keys of the team pages; `all` is invalidated when membership changes in ways several lists show. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => ['team', 'members'] as const,
  sentInvites: () => ['team', 'sentInvites'] as const,
  receivedInvites: () => ['team', 'receivedInvites'] as const,
  links: () => ['team', 'links'] as const,
  applications: () => ['team', 'applications'] as const,
  joined: () => ['team', 'joined'] as const,
  privileges: (teamId: string) => ['team', 'privileges', teamId] as const,
  linkInvite: (code: string) => ['team', 'linkInvite', code] as const,
  phone: (phone: string) => ['team', 'phone', phone] as const,
};
