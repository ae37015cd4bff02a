import { type FanOutStep, fanOutStep } from '../notice/noticeDelivery.ts';

/** Step Functions task: one page of a published platform notice's delivery (notice/noticeDelivery.ts). */
export async function handler(input: FanOutStep): Promise<FanOutStep> {
  return fanOutStep(input);
}
