/** Shapes of the auth and user API answers (spec 2 §3, api/README.md). */

/** The login response, also answered by the refresh call. */
export interface TokenData {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  dept_id: string;
  role_id: string;
  /** This sign-in withdrew a pending account deletion. */
  deletion_withdrawn?: boolean;
}

export interface UserInfo {
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
  roleName: string;
  isAdmin: boolean;
  deptId: string;
  roleId: string;
}

export interface PublicKeyData {
  /** base64 SPKI DER. */
  publicKey: string;
  algorithm: string;
}

export interface CaptchaData {
  key: string;
  /** data: URL of the picture. */
  image: string;
}

export interface Dept {
  id: string;
  deptName: string;
}

export interface Role {
  id: string;
  roleName: string;
}
