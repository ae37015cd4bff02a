/** Query keys of the client settings, region files and attachments pages. */
export const clientsKeys = {
  clientSetting: (clientId: string) => ['platformClients', 'clientSetting', clientId] as const,
  attachments: () => ['platformClients', 'attachments'] as const,
  /** The sign-in page's release check (public). */
  release: (clientId: string) => ['clientRelease', clientId] as const,
};
