import { describe, expect, it } from 'vitest';
import type { ParsedDocument } from '../../scripts/lib/content-validator';
import { validateContent } from '../../scripts/lib/content-validator';
import { dictionaryDocuments, houseStyleProblems } from '../../scripts/lib/house-style';
import { projectRoot } from '../../scripts/lib/paths';

const documentWith = (values: unknown[]): ParsedDocument => ({
  file: 'content/a.json',
  id: 'a',
  schemaFile: undefined,
  data: undefined,
  valid: true,
  references: [],
  texts: values.map((value, index) => ({ pointer: `/texts/${index}`, value })),
});

const rulesBroken = (values: unknown[]) =>
  houseStyleProblems([documentWith(values)]).map((problem) => problem.rule);

describe('house style', () => {
  it('wants amounts in TSh, in both languages', () => {
    expect(rulesBroken(['The fee is TSh 16,000.', { en: 'TSh 500 a day', sw: 'TSh 500 kwa siku' }])).toEqual(
      [],
    );
    expect(rulesBroken(['The fee is TZS 16,000.'])).toHaveLength(1);
    expect(rulesBroken([{ en: 'TSh 500', sw: 'Tsh 500 kwa siku' }])).toHaveLength(1);
  });

  it('wants dates day first', () => {
    expect(rulesBroken(['Apply by 15 July 2025.', { en: '31 January', sw: '31 Januari' }])).toEqual([]);
    expect(rulesBroken(['Apply by July 15.'])).toHaveLength(1);
    expect(rulesBroken([{ en: '15 July', sw: 'Julai 15' }])).toHaveLength(1);
  });

  it('wants "programme", except in the words the spec gives exactly', () => {
    expect(rulesBroken(['Our programmes', 'Compare All Programs', 'All Programs'])).toEqual([]);
    expect(rulesBroken(['Our programs'])).toHaveLength(1);
    expect(rulesBroken([{ en: 'Programmes', sw: 'Programu' }])).toEqual([]);
  });

  it("keeps the spec's exact words: the search hint, the filter option and the page names", () => {
    expect(
      rulesBroken([
        'Try searching for: courses, programs, admission, faculty, etc.',
        'Programs',
        'Organization Structure',
        "The Students' Organization office",
      ]),
    ).toEqual([]);
    expect(rulesBroken(['Programs and fees', 'Our organization structure'])).toHaveLength(2);
  });

  it('wants "centre" and "organisation" in English', () => {
    expect(rulesBroken(['The student centre', 'a new student organisation', 'organises events'])).toEqual([]);
    expect(rulesBroken(['The student center'])).toHaveLength(1);
    // The spec's name of a campus facility, as a name alone.
    expect(rulesBroken(['Student Center'])).toEqual([]);
    expect(rulesBroken(['A new student organization'])).toHaveLength(1);
    expect(rulesBroken(['Organizes sports'])).toHaveLength(1);
    expect(rulesBroken([{ en: 'The centre', sw: 'Kituo cha center' }])).toEqual([]);
  });

  it('wants one time format in English, "08:00–16:00"', () => {
    expect(rulesBroken(['Monday to Friday 08:00–16:00, Saturday 08:00–12:00', '07:30–21:00'])).toEqual([]);
    for (const time of [
      '8:00-16:00',
      '08:00-16:00',
      '8:00 to 16:30',
      '08:00 to 16:30',
      '10:00 – 16:00',
      '7:30',
    ])
      expect(rulesBroken([`Open ${time}`]), time).toHaveLength(1);
  });

  it('wants Kiswahili time, with the part of the day, in a Kiswahili text', () => {
    const sw = (text: string) => rulesBroken([{ en: 'Open 08:00–16:00', sw: text }]);
    expect(sw('Jumatatu hadi Ijumaa, saa 2:00 asubuhi hadi saa 10:00 jioni')).toEqual([]);
    expect(sw('Saa 1:30 asubuhi – saa 3:00 usiku')).toEqual([]);
    expect(sw('Jumatatu hadi Ijumaa 8:00-16:00')).toHaveLength(1);
    expect(sw('kuanzia saa 16:00 jioni')).toHaveLength(1);
    expect(sw('saa 8:00')).toHaveLength(1);
  });

  it('wants one Kiswahili term for one thing', () => {
    const sw = (en: string, text: string) => rulesBroken([{ en, sw: text }]);
    const wrong: [string, string][] = [
      ['Fee Structure: Pharmaceutical Sciences', 'Muundo wa Ada: Sayansi ya Dawa'],
      ['A certificate or diploma programme', 'Programu ya cheti au stashahada'],
      ['Technician certificate programmes last two years', 'Programu za cheti cha ufundi ni miaka miwili'],
      ['Technician Certificate', 'Cheti'],
      ['Core values: Excellence', 'Maadili ya msingi: Ubora'],
      ['Use your password', 'Tumia nywila yako'],
      ['Staff', 'Mfanyakazi'],
      ['the Student Services office', 'ofisi ya Huduma za Wanafunzi'],
      ['Free hostel accommodation', 'Malazi ya bweni bure'],
      ['Academic Affairs Office', 'Ofisi ya Taaluma'],
      ['Organization Structure', 'Muundo wa Taasisi'],
      ['Use your Student ID', 'Tumia namba yako ya utambulisho wa mwanafunzi'],
      ['Tuition and other fees', 'Ada ya masomo na ada nyingine'],
      ['Facilities', 'Vifaa'],
      ['The campus and its six main facilities', 'Kampasi na huduma zake sita kuu'],
      ['Tuition is paid in full', 'Ada hulipwa yote'],
      ['Equipment for creams and ointments', 'Vifaa vya krimu na marashi'],
      ['Gowns and hoods are issued', 'Majoho na kofia hutolewa'],
      ['Dark formal clothing', 'Nguo rasmi za rangi nyeusi'],
    ];
    for (const [en, text] of wrong) expect(sw(en, text), text).toHaveLength(1);
    const right: [string, string][] = [
      ['Fee Structure: Pharmaceutical Sciences', 'Muundo wa Ada: Sayansi ya Famasia'],
      ['Birth certificate', 'Cheti cha kuzaliwa'],
      ['Core values', 'Tunu za msingi'],
      ['Staff', 'Mtumishi'],
      ['Caps are worn level on the head', 'Kofia huvaliwa sawasawa kichwani'],
      ['Black ink only', 'Wino mweusi tu'],
      ['Compounding equipment', 'Vifaa vya kuchanganya'],
      ['Facilities and wellbeing support', 'Miundombinu na huduma za ustawi'],
      ['Tuition per semester', 'Ada ya masomo kwa muhula'],
      ['Gowns and hoods are issued', 'Majoho na vitambaa vya mabegani hutolewa'],
      ['Dark formal clothing', 'Nguo rasmi za rangi iliyokolea'],
    ];
    for (const [en, text] of right) expect(sw(en, text), text).toEqual([]);
  });

  it('reads the UI dictionaries, naming the file of the language that breaks a rule', () => {
    const dictionaries = dictionaryDocuments(projectRoot);
    expect(dictionaries.map((dictionary) => dictionary.file)).toEqual(
      expect.arrayContaining(['src/i18n/{language}.json', 'src/admin/text/{language}.json']),
    );
    const [broken] = houseStyleProblems([
      {
        file: 'src/i18n/{language}.json',
        texts: [{ pointer: '/a', value: { en: 'Password', sw: 'Nywila' } }],
      },
    ]);
    expect(broken).toMatchObject({ file: 'src/i18n/sw.json', pointer: '/a', text: 'Nywila' });
  });

  it('holds for every visitor-facing text of the site and every UI dictionary', () => {
    const { documents } = validateContent({ projectRoot });
    const problems = houseStyleProblems([...documents, ...dictionaryDocuments(projectRoot)]).map(
      ({ file, pointer, rule, text }) => `${file}${pointer}: ${rule}: "${text}"`,
    );
    expect(problems).toEqual([]);
  });
});
