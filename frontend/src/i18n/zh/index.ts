import type { UiKey } from '../en/index.ts';
import { account } from './account.ts';
import { app } from './app.ts';
import { auth } from './auth.ts';
import { consoleText } from './console.ts';
import { consoleClients } from './consoleClients.ts';
import { consoleLog } from './consoleLog.ts';
import { contentText } from './content.ts';
import { equity } from './equity.ts';
import { exampleFiles } from './exampleFiles.ts';
import { feedback } from './feedback.ts';
import { filePreview } from './filePreview.ts';
import { files } from './files.ts';
import { identify } from './identify.ts';
import { invoice } from './invoice.ts';
import { marketing } from './marketing.ts';
import { membership } from './membership.ts';
import { models } from './models.ts';
import { notices } from './notices.ts';
import { org } from './org.ts';
import { pay } from './pay.ts';
import { payDuplicate } from './payDuplicate.ts';
import { payKinds } from './payKinds.ts';
import { payPetal } from './payPetal.ts';
import { payRows } from './payRows.ts';
import { payScreens } from './payScreens.ts';
import { pidPanels } from './pidPanels.ts';
import { pidRules } from './pidRules.ts';
import { platformOps } from './platformOps.ts';
import { privilegeAdmin } from './privilegeAdmin.ts';
import { projects } from './projects.ts';
import { recognition } from './recognition.ts';
import { refund } from './refund.ts';
import { share } from './share.ts';
import { shell } from './shell.ts';
import { systemSettings } from './systemSettings.ts';
import { team } from './team.ts';
import { uploads } from './uploads.ts';
import { userRows } from './userRows.ts';
import { viewer3d } from './viewer3d.ts';
import { viewers } from './viewers.ts';

export const zh: Record<UiKey, string> = {
  ...app,
  ...account,
  ...auth,
  ...shell,
  ...projects,
  ...notices,
  ...feedback,
  ...files,
  ...team,
  ...uploads,
  ...viewers,
  ...filePreview,
  ...viewer3d,
  ...models,
  ...share,
  ...membership,
  ...marketing,
  ...pay,
  ...payKinds,
  ...payPetal,

  ...payDuplicate,
  ...payScreens,
  ...payRows,
  ...invoice,
  ...refund,
  ...pidRules,
  ...recognition,
  ...identify,
  ...pidPanels,
  ...consoleText,
  ...consoleLog,
  ...systemSettings,
  ...platformOps,
  ...org,
  ...contentText,
  ...exampleFiles,
  ...privilegeAdmin,
  ...consoleClients,
  ...userRows,
  ...equity,
};
