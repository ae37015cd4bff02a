import type { PidFileRecord, SubmitAnswer } from '@loopline/shared/contracts/recognition';
import { expect } from 'vitest';
import { registerUser, signIn } from './client.ts';
import { api } from './models.ts';
import { addMembers, createProject, grantMembership, joinTeam, type Person } from './projects.ts';
import { upload } from './upload.ts';

/** A registered, signed-in user who keeps the password, so a browser page can sign in as them too. */
export type SignedUpPerson = Person & { password: string };

export async function signedUpPerson(): Promise<SignedUpPerson> {
  const user = await registerUser();
  const tokens = await signIn(user.account, user.password);
  return { account: user.account, password: user.password, tokens, userId: tokens.user_id };
}

/**
 * The P&ID browser tests' cast: an owner with a membership (recognition needs one) and a fresh
 * project, and a team member in that project's read-only group.
 */
export async function projectWithReader(projectName?: string) {
  const [owner, reader] = await Promise.all([signedUpPerson(), signedUpPerson()]);
  const project = await createProject(owner, projectName);
  const projectId = project.projectId;
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader]);
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: project.group('read').id }]);
  return { owner, reader, projectId };
}

/** Uploads a PDF and recognises it through the API, as the recognition panel does; answers its entry id. */
export async function recognisedUpload(
  owner: Person,
  projectId: string,
  name: string,
  pdf: Uint8Array,
): Promise<string> {
  const { entryId } = await upload(owner, { projectId }, name, pdf);
  const res = await api<SubmitAnswer>(owner, '/api/recTask/submit', { projectId, fileIds: [entryId] });
  expect(res.status, res.body.msg).toBe(200);
  const end = Date.now() + 180_000;
  for (;;) {
    const progress = await api<PidFileRecord[]>(owner, '/api/cloud/file/schedule/identifyProgress', {
      projectId,
      fileIds: [entryId],
    });
    const state = progress.body.data[0]?.state;
    if (state === 90) return entryId;
    if (state === 99 || Date.now() > end)
      throw new Error(`recognition ended ${JSON.stringify(progress.body.data)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
