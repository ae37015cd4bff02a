import { dynamoDictStore } from './dictStore.ts';
import { makeDictService } from './dicts.ts';
import { dynamoParamStore } from './paramStore.ts';
import { makeParamService } from './params.ts';

/** The one parameter service of a function instance (its cache is shared by every caller). */
export const params = makeParamService(dynamoParamStore);
export const dicts = makeDictService(dynamoDictStore);

/** Whether self sign-up is open in a tenant (`account.registerUser`). */
export const registrationOpen = (tenantId: string) => params.registrationOpen(tenantId);
/** The configured reset-password default (`account.initPassword`), if any. */
export const initialPassword = (tenantId: string) => params.initialPassword(tenantId);
