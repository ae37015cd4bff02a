import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import aslValidator from 'asl-validator';
import { describe, expect, it } from 'vitest';
import { stateMachines } from './manifest.ts';

const dir = join(import.meta.dirname, '..', '..', 'statemachines');

describe('state machine definitions', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.asl.json'));

  it.each(files)('%s is valid ASL (JSONPath only)', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).not.toMatch(/"QueryLanguage"\s*:\s*"JSONata"|"Assign"|"DISTRIBUTED"/);
    const definition = JSON.parse(
      text.replace(/\$\{(\w+)\}/g, 'arn:aws:lambda:us-east-1:000000000000:function:$1'),
    );
    const result = aslValidator(definition);
    expect(result.errors, JSON.stringify(result.errors)).toEqual([]);
    expect(result.isValid).toBe(true);
  });

  it('every manifest machine has its file, and every substitution in the file is bound to a worker', () => {
    for (const machine of stateMachines) {
      const text = readFileSync(join(dir, machine.file), 'utf8');
      const used = new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
      expect([...used].sort()).toEqual(Object.keys(machine.tasks).sort());
    }
  });
});
