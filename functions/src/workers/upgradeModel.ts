import type { Entry } from '../file/index.ts';
import { classified, failureKey } from '../model/errors.ts';
import { failUpgrade, type UpgradeJob } from '../model/jobs.ts';
import { finishUpgradeStage, upgradeStage } from '../model/stages.ts';

export type UpgradeInput =
  | { stage: 'upgrade'; job: UpgradeJob }
  | { stage: 'finish'; job: UpgradeJob; upgraded: NonNullable<Entry['upgraded']> }
  | { stage: 'fail'; job: UpgradeJob; error?: { Error?: string; Cause?: string } };

/** Step Functions task of statemachines/upgrade.asl.json (isWlkModel 2 → 3 / -1). */
export async function handler(input: UpgradeInput) {
  try {
    switch (input.stage) {
      case 'upgrade':
        return await upgradeStage(input.job);
      case 'finish':
        return await finishUpgradeStage(input.job, input.upgraded);
      case 'fail':
        return await failUpgrade(input.job, failureKey(input.error, 'model.upgradeFailed'));
    }
  } catch (error) {
    throw classified(error);
  }
  throw new Error(`unknown upgrade stage ${(input as { stage: string }).stage}`);
}
