import { readFileSync } from 'node:fs';
import type { RuleSetData } from '@loopline/shared/contracts/pidRules';
import { readDexpi } from '../../functions/src/pid/dexpi/index.ts';
import {
  circuitOfRules,
  readSvgPage,
  recognisePage,
  tagMatcherOf,
} from '../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet, type RuleMatcher } from '../../functions/src/pid/rules/index.ts';
import { samplePath } from '../support/samples.ts';
import { DEXPI_RULE_SET } from './dexpiRules.ts';
import { emptyTally, figures, score } from './evaluate.ts';
import type { Truth } from './sheet/model.ts';

export const DEXPI_SVG = 'images/dexpi-C01-reference-pid.svg';
export const DEXPI_XML = 'images/C01V04-VER.EX01.xml';

/**
 * The XML's truth with each tag written as the rule set writes the tag it reads (a space between
 * letters and number reads as '-'), so "PI 4712.01" and the engine's "PI-4712.01" compare equal. A
 * truth tag the rules cannot read stays as it is and counts as missed.
 */
export function dexpiTruth(rules: RuleMatcher): Truth & { notDrawn: string[] } {
  const raw = readDexpi(readFileSync(samplePath(DEXPI_XML), 'utf8'));
  const type = { equipment: 'device', valve: 'valve', instrument: 'instrument', line: 'pipeline' } as const;
  const read = (tag: string, kind?: keyof typeof type) =>
    kind ? rules.matchAll(tag).find((m) => m.type === type[kind])?.tag : rules.match(tag)?.tag;
  // The engine reads an equipment tag written without its hyphen (P4711) as the hyphened one: so does the truth.
  const joined = (tag: string) => /^([A-Z]{1,3})(\d{3,}[A-Z]?)$/.exec(tag);
  const norm = (tag: string, kind?: keyof typeof type) => {
    const parts = kind === 'equipment' ? joined(tag) : null;
    return read(tag, kind) ?? (parts ? read(`${parts[1]}-${parts[2]}`, kind) : undefined) ?? tag;
  };
  const kindOf = new Map(raw.details.map((d) => [d.tag, d.type as keyof typeof type]));
  const normTag = (tag: string) => norm(tag, kindOf.get(tag));
  // Scored: what the sheet shows. A tag the XML holds but no label draws cannot be read off the sheet.
  const shown = new Set(raw.details.filter((d) => d.drawn).map((d) => d.tag));
  const drawn = (tags: string[]) => tags.filter((t) => shown.has(t)).map(normTag);
  return {
    details: raw.details.filter((d) => d.drawn).map(({ drawn: _, ...d }) => ({ ...d, tag: normTag(d.tag) })),
    pipelines: raw.pipelines
      .filter((p) => shown.has(p.lineNumber))
      .map((p) => ({ lineNumber: normTag(p.lineNumber), connected: drawn(p.connected) })),
    loops: raw.loops.map((l) => ({ ...l, tags: drawn(l.tags) })).filter((l) => l.tags.length),
    index: [],
    notDrawn: raw.details.filter((d) => !d.drawn).map((d) => d.tag),
  };
}

/**
 * The DEXPI reference drawing as a scored real-world case: the engine on the SVG with a rule set
 * against the DEXPI XML. Tags are matched by text alone (the XML gives no label boxes in the SVG's
 * frame); index rows are not scored (DEXPI has no instrument index).
 */
export function dexpiCase(ruleSet: RuleSetData = DEXPI_RULE_SET) {
  // DEXPI fluid codes are mixed case ("MNc"): letters fields read either case.
  const rules = compileRuleSet(ruleSet, { ignoreCase: true });
  const truth = dexpiTruth(rules);
  const started = performance.now();
  const page = readSvgPage(readFileSync(samplePath(DEXPI_SVG), 'utf8'), 1);
  const result = recognisePage(page, { matcher: tagMatcherOf(rules), circuitOf: circuitOfRules(rules) });
  const ms = Math.round(performance.now() - started);
  const tally = score(emptyTally(), { ...result, index: [] }, truth, false);
  const { indexExact: _, ...scored } = figures(tally);
  return { figures: { ...scored, ms }, tally, result, truth };
}

/** The engine's figures on the DEXPI drawing with the configured rule set and with the default one. */
export function dexpiFigures() {
  const configured = dexpiCase();
  const defaults = dexpiCase(defaultRuleSet());
  const tagged = (r: typeof configured.result) =>
    r.details.filter((d) => d.tag).map((d) => `${d.type}:${d.tag}`);
  return {
    configured: configured.figures,
    defaultRules: defaults.figures,
    truthCounts: countByType(configured.truth),
    notDrawn: configured.truth.notDrawn,
    found: tagged(configured.result),
  };
}

function countByType(truth: Truth) {
  const out: Record<string, number> = {};
  for (const d of truth.details) out[d.type] = (out[d.type] ?? 0) + 1;
  return { ...out, pipelines: truth.pipelines.length, loops: truth.loops.length };
}
