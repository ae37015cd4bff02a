/** The public face of account/: what other folders of the functions use. */
export { deleteAccountNow, renameAccountFor, setRealNameFor, unlockAccount } from './administration.ts';
export { readAvatar, storeAvatar } from './avatars.ts';
export { createCaptcha } from './captchaImage.ts';
export { sendCode } from './codes.ts';
export { checkDeletion, requestDeletion } from './deletion.ts';
export { downLine, onlineClients, sendDownLineCode } from './devices.ts';
export { changePassword, resetPassword, sendResetCode, verifyResetCode } from './passwords.ts';
export { personInfo, renameAccount, requireUser, saveProfile } from './profile.ts';
export { createPuzzle, spendPuzzlePass, verifyPuzzle } from './puzzleCaptcha.ts';
export { checkAccountAvailable, checkPhoneAvailable, register, sendRegisterCode } from './registration.ts';
export {
  bindEmail,
  bindPhone,
  changePasswordByCode,
  sendBindEmailCode,
  sendBindPhoneCode,
  sendIdentityCode,
  sendPasswordCode,
  verifyIdentityCode,
  verifyPasswordIdentity,
} from './security.ts';
export type { ClientInfo } from './signIn.ts';
export { passwordGrant, pcTokenGrant, refreshGrant, signOut, smsGrant } from './signIn.ts';
export { signOutOtherDevices } from './signOut.ts';
export { createTenantAdmin } from './tenantAdmin.ts';
export { BUILT_IN, getTenant, listDepts, listRoles } from './tenants.ts';
export type { AdminUserRow } from './users.ts';
export {
  createUser,
  findUserByAccount,
  findUserByPhone,
  getUser,
  pageTenantUsers,
  publicProfile,
  setPassword,
  setUserDepts,
  setUserRoles,
  setUserStatus,
  tenantActiveUserIds,
  updateProfile,
} from './users.ts';
