import { dynamoDictStore } from './dictStore.ts';
import { makeDictService } from './dicts.ts';
import { dynamoParamStore } from './paramStore.ts';
import { makeParamService } from './params.ts';
import { makeWhitelistService } from './whitelist.ts';
import { dynamoWhitelistStore } from './whitelistStore.ts';

/** The one parameter service of a function instance (its cache is shared by every caller). */
export const params = makeParamService(dynamoParamStore);
export const dicts = makeDictService(dynamoDictStore);
export const whitelist = makeWhitelistService(dynamoWhitelistStore, params);

/** Whether self sign-up is open in a tenant (`account.registerUser`). */
export const registrationOpen = (tenantId: string) => params.registrationOpen(tenantId);
/** The configured reset-password default (`account.initPassword`), if any. */
export const initialPassword = (tenantId: string) => params.initialPassword(tenantId);
/** Refuses a phone off the whitelist while `account.whitelist` is on (sign-up and SMS codes). */
export const requireWhitelisted = (tenantId: string, phone: string) =>
  whitelist.requireAllowed(tenantId, phone);
