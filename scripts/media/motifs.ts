/**
 * Simple line drawings that tell a placeholder's subject at a glance, drawn in a 200 x 200 box.
 * They stand in for photographs until the college supplies real ones.
 */
export type Motif =
  | 'graduation'
  | 'campus'
  | 'event'
  | 'students'
  | 'laboratory'
  | 'activity'
  | 'library'
  | 'computer'
  | 'hostel'
  | 'health'
  | 'person';

const stroke =
  'fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';

export const motifs: Record<Motif, string> = {
  graduation: `<path ${stroke} d="M20 80 100 45l80 35-80 35Z"/><path ${stroke} d="M55 98v38c25 18 65 18 90 0V98"/><path ${stroke} d="M180 80v50"/><circle cx="180" cy="138" r="8" fill="currentColor"/>`,
  campus: `<path ${stroke} d="M25 170h150M40 170V85l60-40 60 40v85"/><path ${stroke} d="M70 170v-45h60v45M60 100h20M120 100h20"/><path ${stroke} d="M100 45V20l25 8-25 8"/>`,
  event: `<path ${stroke} d="M40 60h120v110H40z"/><path ${stroke} d="M40 90h120M70 40v30M130 40v30"/><path fill="currentColor" d="m100 108 7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z"/>`,
  students: `<circle ${stroke} cx="65" cy="70" r="20"/><circle ${stroke} cx="135" cy="70" r="20"/><circle ${stroke} cx="100" cy="95" r="22"/><path ${stroke} d="M30 165c0-30 15-50 35-50M170 165c0-30-15-50-35-50M55 175c0-32 20-52 45-52s45 20 45 52"/>`,
  laboratory: `<path ${stroke} d="M80 30h40M88 30v50l-45 80c-4 8 2 15 10 15h94c8 0 14-7 10-15l-45-80V30"/><path ${stroke} d="M62 135h76"/><circle cx="90" cy="152" r="6" fill="currentColor"/><circle cx="115" cy="160" r="5" fill="currentColor"/>`,
  activity: `<circle ${stroke} cx="100" cy="100" r="60"/><path ${stroke} d="m100 70 28 20-11 33H83L72 90z"/><path ${stroke} d="M100 40v30M157 82l-29 8M136 152l-19-29M64 152l19-29M43 82l29 8"/>`,
  library: `<path ${stroke} d="M30 50c25-10 50-10 70 5 20-15 45-15 70-5v115c-25-10-50-10-70 5-20-15-45-15-70-5z"/><path ${stroke} d="M100 55v115"/><path ${stroke} d="M50 80h30M50 105h30M120 80h30M120 105h30"/>`,
  computer: `<rect ${stroke} x="30" y="40" width="140" height="95" rx="8"/><path ${stroke} d="M75 165h50M100 135v30"/><path ${stroke} d="m75 75-15 15 15 15M125 75l15 15-15 15M108 70l-16 40"/>`,
  hostel: `<path ${stroke} d="M25 165V60M25 120h150v45M25 95h50a20 20 0 0 1 20 20v5"/><circle ${stroke} cx="50" cy="80" r="12"/><path ${stroke} d="M175 165V100"/>`,
  health: `<rect ${stroke} x="35" y="35" width="130" height="130" rx="20"/><path ${stroke} d="M85 60h30v25h25v30h-25v25H85v-25H60V85h25z"/>`,
  person: `<circle ${stroke} cx="100" cy="70" r="32"/><path ${stroke} d="M40 175c0-40 27-65 60-65s60 25 60 65"/>`,
};
