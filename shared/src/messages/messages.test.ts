import { describe, expect, it } from 'vitest';
import { messages } from './index.ts';

describe('message catalogue', () => {
  it('has every key in both languages, non-empty, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages.en) as (keyof typeof messages.en)[]) {
      expect(messages.zh[key], key).toBeTruthy();
      expect(placeholders(messages.zh[key]), key).toEqual(placeholders(messages.en[key]));
    }
    expect(Object.keys(messages.zh).sort()).toEqual(Object.keys(messages.en).sort());
  });
});
