import { describe, expect, it } from 'vitest';
import { ifcApi } from './ifc/ifcApi.ts';
import { ConvertError, convertModel, DEFAULT_LIMITS, loadConverter } from './index.ts';
import { prepareOcct } from './occt/occt.ts';
import { expectContract, readSample } from './testing/samples.ts';

/** Issue 14: the parse worker loads the reader while the create stage's round trips are answered. */
describe('loadConverter', () => {
  it('readies the IFC reader (its wasm started once) and the conversion then uses it', async () => {
    await expect(loadConverter('.IFC')).resolves.toBeUndefined();
    const ready = await ifcApi();
    expect(await ifcApi()).toBe(ready);
    const name = 'IfcOpenHouse_IFC4.ifc';
    const output = await convertModel({ bytes: readSample('ifc', name), suffix: 'ifc', fileName: name });
    await expectContract(output);
    expect(await ifcApi()).toBe(ready);
  });

  it('readies the OCCT reader with the heap a conversion uses by default', async () => {
    await loadConverter('stp');
    const reader = await prepareOcct(DEFAULT_LIMITS.wasmHeapBytes);
    await loadConverter('iges');
    expect(await prepareOcct(DEFAULT_LIMITS.wasmHeapBytes)).toBe(reader);
  });

  it('never rejects: an unknown suffix is the conversion’s to refuse', async () => {
    await expect(loadConverter('docx')).resolves.toBeUndefined();
    await expect(
      convertModel({ bytes: new Uint8Array([1]), suffix: 'docx', fileName: 'a.docx' }),
    ).rejects.toBeInstanceOf(ConvertError);
  });
});
