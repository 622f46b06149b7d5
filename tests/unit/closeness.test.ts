import { describe, expect, it } from 'vitest';
import { criticalValues, differences, distance, sameCritical } from '@/lib/attributes';
import type { AttributeDef, AttributeValue } from '@/lib/model';
import { randomSource } from '../support/contract-cases';

// Issue 37's substitutes: which parts may replace another (critical values the same) and how near
// the rest are.
const DEFS: AttributeDef[] = [
  { key: 'thread', label: 'Thread', kind: 'choice', choices: ['M6', 'M8'], critical: true },
  { key: 'length', label: 'Length', kind: 'number', dimension: 'length', unit: 'mm', critical: false },
  { key: 'finish', label: 'Finish', kind: 'text', critical: false },
];
const bolt = (thread: string | null, mm: number | null, finish: string | null): AttributeValue[] => [
  ...(thread ? [{ k: 'thread', s: thread }] : []),
  ...(mm === null ? [] : [{ k: 'length', n: mm / 1000 }]),
  ...(finish ? [{ k: 'finish', s: finish }] : []),
];

describe('closeness', () => {
  it('asks a replacement for every critical value the part has, numbers within 1e-9', () => {
    const part = bolt('M6', 20, 'Zinc');
    expect(criticalValues(DEFS, part)).toEqual([{ k: 'thread', s: 'M6' }]);
    expect(sameCritical(DEFS, part, bolt('M6', 60, null))).toBe(true);
    expect(sameCritical(DEFS, part, bolt('M8', 20, 'Zinc'))).toBe(false);
    expect(sameCritical(DEFS, part, bolt(null, 20, 'Zinc'))).toBe(false);
    // A part without a value of a critical attribute asks nothing of it.
    expect(sameCritical(DEFS, bolt(null, 20, null), bolt('M8', 20, null))).toBe(true);
    const inches: AttributeDef[] = [{ ...DEFS[1]!, critical: true }];
    expect(sameCritical(inches, bolt(null, 6.35, null), [{ k: 'length', n: 0.25 * 0.0254 }])).toBe(true);
  });

  it('measures the rest: 0 the same, a number by its relative difference, anything else 1', () => {
    const part = bolt('M6', 20, 'Zinc');
    expect(distance(DEFS, part, bolt('M8', 20, 'Zinc'))).toBe(0);
    expect(distance(DEFS, part, bolt('M6', 25, 'Zinc'))).toBeCloseTo(0.2, 12);
    expect(distance(DEFS, part, bolt('M6', 20, 'Plain'))).toBe(1);
    expect(distance(DEFS, part, bolt('M6', null, 'Zinc'))).toBe(1);
    expect(distance(DEFS, part, bolt('M6', 2000, 'Zinc'))).toBeLessThanOrEqual(1);
    // Nearer in length is nearer: over many random lengths, the order follows |a − b| / max.
    const { random } = randomSource(37);
    for (let i = 0; i < 500; i += 1) {
      const a = 1 + random() * 100;
      const b = 1 + random() * 100;
      const expected = Math.abs(a - 20) / Math.max(a, 20) < Math.abs(b - 20) / Math.max(b, 20);
      if (Math.abs(a - b) > 1e-6)
        expect(
          distance(DEFS, part, bolt('M6', a, 'Zinc')) < distance(DEFS, part, bolt('M6', b, 'Zinc')),
        ).toBe(expected);
    }
  });

  it('lists where they differ as people read the values', () => {
    expect(differences(DEFS, bolt('M6', 20, 'Zinc'), bolt('M6', 25, null))).toEqual([
      { label: 'Length', ours: '20 mm', theirs: '25 mm' },
      { label: 'Finish', ours: 'Zinc', theirs: '—' },
    ]);
    expect(differences(DEFS, bolt('M6', 20, 'Zinc'), bolt('M6', 20, 'Zinc'))).toEqual([]);
  });
});
