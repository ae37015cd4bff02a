/** The link page's route (spec 2 §2) and the address people paste into chats. */
export const LINK_SHARING_PATH = '/file/linkSharing';

export function linkSharingPath(id: string, dirId?: string) {
  const query = new URLSearchParams({ id });
  if (dirId) query.set('dirId', dirId);
  return `${LINK_SHARING_PATH}?${query}`;
}

/** The full address of a link: this site, hash route, the link id only (never the code). */
export function shareLinkUrl(id: string, origin: string, pathname: string) {
  return `${origin}${pathname}#${linkSharingPath(id)}`;
}

/** What "copy link and code" puts on the clipboard. */
export function shareText(link: string, code: string, template: (link: string, code: string) => string) {
  return code ? template(link, code) : link;
}
