import { SFNClient } from '@aws-sdk/client-sfn';

/** The module's one Step Functions client; the endpoint comes from AWS_ENDPOINT_URL_SFN when set. */
export const sfn = new SFNClient({});
