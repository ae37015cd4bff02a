import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart.ts';

async function encode(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe('multipart bodies', () => {
  it('reads fields and files with their names and types', async () => {
    const form = new FormData();
    form.append('param', JSON.stringify({ a: 1 }));
    form.append('picture', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'p.png');
    const { body, contentType } = await encode(form);
    const parsed = await parseMultipart(body, contentType, { fileSize: 1024, files: 2 });
    expect(parsed.fields).toEqual({ param: '{"a":1}' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({
      fieldName: 'picture',
      fileName: 'p.png',
      contentType: 'image/png',
    });
    expect([...parsed.files[0]!.data]).toEqual([1, 2, 3]);
  });

  it('refuses files over the size limit and too many files', async () => {
    const big = new FormData();
    big.append('f', new Blob([new Uint8Array(2048)]), 'big.bin');
    const encoded = await encode(big);
    await expect(
      parseMultipart(encoded.body, encoded.contentType, { fileSize: 1024, files: 1 }),
    ).rejects.toMatchObject({ status: 413 });
    const many = new FormData();
    many.append('a', new Blob([new Uint8Array(1)]), 'a');
    many.append('b', new Blob([new Uint8Array(1)]), 'b');
    const twice = await encode(many);
    await expect(
      parseMultipart(twice.body, twice.contentType, { fileSize: 1024, files: 1 }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('a multipart body cut short (issue 14)', () => {
  // The exact body of the report: the closing boundary never comes.
  const truncated = Buffer.concat([
    Buffer.from(
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  ]);

  it('rejects once with a 400, and nothing is thrown past the promise', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      await expect(
        parseMultipart(truncated, 'multipart/form-data; boundary=B', { fileSize: 1024, files: 1 }),
      ).rejects.toMatchObject({ status: 400, messageKey: 'common.badMultipart' });
      // Let any late 'error' event of the file stream fire before looking.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });

  it('also when the body stops inside the part headers or has no part at all', async () => {
    const limits = { fileSize: 1024, files: 1 };
    const type = 'multipart/form-data; boundary=B';
    for (const body of ['--B\r\nContent-Disposition: form-da', '--B', '']) {
      await expect(parseMultipart(Buffer.from(body), type, limits)).rejects.toMatchObject({ status: 400 });
    }
  });
});
