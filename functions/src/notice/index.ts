/** The public face of notice/: what other folders of the functions use. */
export { markReadAbout } from './notices.ts';
export { creatorOf, notify } from './notify.ts';
