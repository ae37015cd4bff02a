import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../convert/testing/samples.ts';
import { readDexpi } from './index.ts';

const xml = () => readFileSync(join(SAMPLES, 'images', 'C01V04-VER.EX01.xml'), 'utf8');

describe('readDexpi: the DEXPI C01 reference plant model', () => {
  const truth = readDexpi(xml());
  const tags = (type: string) =>
    truth.details
      .filter((d) => d.type === type)
      .map((d) => d.tag)
      .sort();

  it('equipment by tag name, valves by actuating system or position number, instruments as letters + number', () => {
    expect(tags('equipment')).toEqual(['H1007', 'H1008', 'P4711', 'P4712', 'T4750']);
    expect(tags('valve')).toEqual(['HV4750.01', 'PV4712.02', 'SV 104.01', 'TV4750.03']);
    expect(tags('instrument')).toEqual(['HS 4750.01', 'PI 4712.01', 'PICSA 4712.02', 'TICSA 4750.03']);
  });

  it('marks the tags no label on the sheet shows', () => {
    expect(truth.details.filter((d) => !d.drawn).map((d) => d.tag)).toEqual(['HV4750.01']);
  });

  it('piping network systems as their drawn label, with the tagged items their segments connect', () => {
    expect(tags('line')).toHaveLength(11);
    expect(truth.pipelines).toHaveLength(11);
    const line = (n: string) =>
      truth.pipelines.find((p) => p.lineNumber.includes(` ${n} `))?.connected.sort();
    expect(line('47122')).toEqual(['H1007', 'P4711']);
    expect(line('47127')).toEqual(['H1008', 'PV4712.02', 'T4750']);
    expect(line('47125')).toEqual(['SV 104.01', 'T4750']);
  });

  it('loops: the instrumentation functions of each loop function with the valves they actuate', () => {
    expect(truth.loops.map((l) => [l.loopNumber, [...l.tags].sort()])).toEqual([
      ['4712.01', ['PI 4712.01']],
      ['4712.02', ['PICSA 4712.02', 'PV4712.02']],
      ['4750.01', ['HS 4750.01', 'HV4750.01']],
      ['4750.03', ['TICSA 4750.03', 'TV4750.03']],
    ]);
  });
});
