/** The public face of activity/: what other folders of the functions use. */
export { canBindInviteCode } from './inviteCodes.ts';
