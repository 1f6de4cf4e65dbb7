import { describe, expect, it } from 'vitest';
import { featureAvailability } from './revision-features.ts';

describe('featureAvailability', () => {
  it('has no elicitation before 2025-06-18 and no URL mode or tasks before 2025-11-25', () => {
    expect(featureAvailability('elicitation', '2025-03-26')).toEqual({
      available: false,
      why: 'Elicitation arrived in 2025-06-18; this session speaks 2025-03-26',
    });
    expect(featureAvailability('elicitation', '2025-06-18')).toEqual({ available: true });
    expect(featureAvailability('elicitationUrl', '2025-06-18').available).toBe(false);
    expect(featureAvailability('tasks', '2025-06-18').available).toBe(false);
    expect(featureAvailability('tasks', '2026-07-28').available).toBe(true);
  });

  it('has no ping, setLevel or resources/subscribe on 2026-07-28, and says what replaced them', () => {
    expect(featureAvailability('ping', '2026-07-28')).toEqual({
      available: false,
      why: 'Ping is gone in 2026-07-28: a stateless server has no session to keep alive',
    });
    expect(featureAvailability('setLevel', '2026-07-28').available).toBe(false);
    expect(featureAvailability('subscribe', '2026-07-28').available).toBe(false);
    expect(featureAvailability('listen', '2026-07-28').available).toBe(true);
    expect(featureAvailability('ping', '2024-11-05').available).toBe(true);
  });

  it('offers everything before a revision is known', () => {
    expect(featureAvailability('inputRequired', undefined)).toEqual({ available: true });
  });
});
