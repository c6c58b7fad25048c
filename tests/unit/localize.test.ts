import { describe, expect, it } from 'vitest';
import { fillTemplate, localize } from '../../src/content/localize';

describe('localize', () => {
  it('shows plain text in every language', () => {
    expect(localize('Admissions are open', 'en')).toBe('Admissions are open');
    expect(localize('Admissions are open', 'sw')).toBe('Admissions are open');
  });

  it('picks the language asked for from { en, sw }', () => {
    const text = { en: 'Admissions are open', sw: 'Udahili umefunguliwa' };
    expect(localize(text, 'en')).toBe('Admissions are open');
    expect(localize(text, 'sw')).toBe('Udahili umefunguliwa');
  });

  it('falls back to English where the Kiswahili is missing', () => {
    expect(localize({ en: 'Fees' }, 'sw')).toBe('Fees');
    expect(localize({ en: 'Fees' }, 'en')).toBe('Fees');
  });

  it('shows nothing for absent text', () => {
    expect(localize(undefined, 'en')).toBe('');
    expect(localize(undefined, 'sw')).toBe('');
  });
});

describe('fillTemplate', () => {
  it('fills named placeholders, repeated or not', () => {
    expect(fillTemplate('{a} of {b}, {a}', { a: 2, b: 'ten' })).toBe('2 of ten, 2');
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}');
  });
});
