import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MODEL_STATE } from '@loopline/shared';
import type { SampleModelView, SampleProject } from '@loopline/shared/contracts/exampleFile';
import { filesBucket, presigner } from '../lib/aws/s3.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { sampleFileSigns, sampleFileViewable } from '../lib/policies/exampleFilePolicy.ts';
import { viewableType } from './contentTypes.ts';
import { all, bytesOf, found } from './exampleFiles.ts';

/** The users' sample project: the published files, each with its (view-only) signs. */
export async function sampleProject(): Promise<SampleProject> {
  const filePerms = sampleFileSigns();
  return {
    isDefault: 2,
    records: (await all())
      .filter(sampleFileViewable)
      .map(({ id, fileName, size, contentType, updateTime, isModel }) => ({
        id,
        fileName,
        size,
        contentType,
        updateTime,
        filePerms,
        isModel,
      })),
  };
}

/** A published file as a user may see it; an unpublished one does not exist for them. */
async function published(id: string) {
  const file = await found(id);
  if (!sampleFileViewable(file)) throw new NotFoundError('exampleFile.notFound');
  return file;
}

/** A published file's bytes for a user. */
export async function sampleFileContent(id: string) {
  const file = await published(id);
  // View only: bytes a browser cannot show would be a download, which the sample project does not give.
  if (!viewableType(file.contentType)) throw new ForbiddenError('exampleFile.notViewable');
  return bytesOf(file);
}

/** The viewer's addresses live as long as a project model's (an hour). */
const URL_SECONDS = 3600;
const inline = (key: string) =>
  getSignedUrl(presigner, new GetObjectCommand({ Bucket: filesBucket(), Key: key }), {
    expiresIn: URL_SECONDS,
  });

/**
 * A published example model in the 3D viewer: presigned GET addresses of its GLB and element
 * tree, nothing that writes. Only parsed models have them (400 model.notParsed otherwise).
 */
export async function sampleModelView(id: string): Promise<SampleModelView> {
  const file = await published(id);
  if (file.isModel !== MODEL_STATE.parsed || !file.derivative) throw new BadRequestError('model.notParsed');
  const [glbUrl, treeUrl] = await Promise.all([
    inline(file.derivative.glbKey),
    inline(file.derivative.treeKey),
  ]);
  return { id: file.id, fileName: file.fileName, glbUrl, treeUrl };
}
