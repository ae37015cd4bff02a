/** Spec 2 §3: team member (the owner's team; team administrators are the owner and admin members). */
export interface TeamMember {
  ownerId: string;
  userId: string;
  account: string;
  memberName: string;
  avatar: string;
  email: string;
  phone: string;
  roleStatus: 'user' | 'admin';
  /** 1 normal, 0 disabled. */
  status: 0 | 1;
  joinTime: string;
}

export type InviteStatus = 'pending' | 'accepted' | 'declined';

export interface TeamInvite {
  ownerId: string;
  userId: string;
  ownerAccount: string;
  account: string;
  phone: string;
  status: InviteStatus;
  createTime: string;
  updateTime: string;
}

export type ApplicationStatus = 'pending' | 'approved' | 'declined';

export interface TeamApplication {
  ownerId: string;
  userId: string;
  account: string;
  memberName: string;
  phone: string;
  code: string;
  status: ApplicationStatus;
  createTime: string;
  updateTime: string;
}

export interface TeamLink {
  code: string;
  ownerId: string;
  tenantId: string;
  /** ISO expiry, or '' for a permanent link. */
  expireTime: string;
  /** Joining through the link needs a team administrator's approval. */
  needApproval: boolean;
  status: 'active' | 'cancelled';
  createTime: string;
}
