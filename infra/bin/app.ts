import { App } from 'aws-cdk-lib';
import { buildLoopline } from '../lib/loopline.ts';
import { frontendDist } from '../lib/paths.ts';

const app = new App();
const origins = app.node.tryGetContext('loopline:corsOrigins') as string | undefined;
buildLoopline(app, {
  siteDir: frontendDist(),
  corsOrigins: origins ? origins.split(',').map((origin) => origin.trim()) : undefined,
});
app.synth();
