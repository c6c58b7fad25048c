import type { Motif } from './motifs';

/** A placeholder picture: where it goes, its size, what it shows and the label printed on it. */
export interface Placeholder {
  file: string;
  width: number;
  height: number;
  motif: Motif;
  label: string;
  /** Colour pair of the background gradient. */
  palette: 'blue' | 'gold' | 'teal' | 'green' | 'plum' | 'slate';
}

const slide = (n: number, motif: Motif, label: string, palette: Placeholder['palette']): Placeholder => ({
  file: `slides/slide-${n}.jpg`,
  width: 1600,
  height: 700,
  motif,
  label,
  palette,
});

const photo = (file: string, motif: Motif, label: string, palette: Placeholder['palette']): Placeholder => ({
  file,
  width: 1200,
  height: 800,
  motif,
  label,
  palette,
});

const galleryCategories: {
  category: string;
  motif: Motif;
  palette: Placeholder['palette'];
  titles: string[];
}[] = [
  {
    category: 'graduation',
    motif: 'graduation',
    palette: 'gold',
    titles: [
      'Graduates Procession',
      'Award of Diplomas',
      'Class of 2023',
      'Families Celebrating',
      'Graduation Speech',
      'Caps in the Air',
    ],
  },
  {
    category: 'campus',
    motif: 'campus',
    palette: 'blue',
    titles: [
      'Main Administration Block',
      'Campus Grounds',
      'Lecture Hall Complex',
      'Campus Entrance',
      'Student Centre',
      'Evening on Campus',
    ],
  },
  {
    category: 'events',
    motif: 'event',
    palette: 'plum',
    titles: [
      'Orientation Week',
      'Health Awareness Day',
      'Open Day',
      'Cultural Night',
      'Guest Lecture',
      'World Pharmacists Day',
    ],
  },
  {
    category: 'students',
    motif: 'students',
    palette: 'teal',
    titles: [
      'Study Group',
      'Clinical Rotation Briefing',
      'Laboratory Practical',
      'Class Discussion',
      'Peer Tutoring',
    ],
  },
  {
    category: 'facilities',
    motif: 'laboratory',
    palette: 'slate',
    titles: [
      'Science Laboratory',
      'Clinical Skills Lab',
      'Computer Laboratory',
      'Library Reading Room',
      'Pharmacy Practice Room',
    ],
  },
  {
    category: 'activities',
    motif: 'activity',
    palette: 'green',
    titles: ['Football Match', 'Community Health Outreach', 'Tree Planting', 'Netball Tournament'],
  },
];

export const galleryPlaceholders: (Placeholder & { category: string; title: string })[] =
  galleryCategories.flatMap(({ category, motif, palette, titles }) =>
    titles.map((title, index) => ({
      ...photo(`gallery/${category}-${index + 1}.jpg`, motif, title, palette),
      category,
      title,
    })),
  );

export const placeholders: Placeholder[] = [
  slide(1, 'campus', 'Welcome to our campus', 'blue'),
  slide(2, 'laboratory', 'Hands-on laboratory training', 'teal'),
  slide(3, 'health', 'Clinical skills for real patients', 'green'),
  slide(4, 'library', 'A library for every student', 'slate'),
  slide(5, 'graduation', 'Celebrating our graduates', 'gold'),
  slide(6, 'hostel', 'Free hostel for 2025/2026', 'plum'),
  ...galleryPlaceholders,
  photo('graduation/procession.jpg', 'graduation', 'Graduates in procession', 'gold'),
  photo('graduation/diplomas.jpg', 'graduation', 'Award of diplomas', 'blue'),
  photo('graduation/class-photo.jpg', 'students', 'Graduating class photo', 'teal'),
  photo('graduation/awards.jpg', 'event', 'Best student awards', 'plum'),
  photo('graduation/families.jpg', 'students', 'Graduates with families', 'green'),
  photo('graduation/oath.jpg', 'health', 'Professional oath', 'slate'),
  {
    file: 'people/principal.jpg',
    width: 600,
    height: 750,
    motif: 'person',
    label: 'The Principal',
    palette: 'blue',
  },
  photo('pages/campus.jpg', 'campus', 'Campus', 'blue'),
  photo('pages/library.jpg', 'library', 'Library', 'slate'),
  photo('pages/computer-lab.jpg', 'computer', 'Computer laboratory', 'teal'),
  photo('pages/laboratory.jpg', 'laboratory', 'Science laboratory', 'green'),
  photo('pages/hostel.jpg', 'hostel', 'Student hostel', 'plum'),
  photo('pages/health.jpg', 'health', 'Health services', 'green'),
  photo('pages/activities.jpg', 'activity', 'Student activities', 'gold'),
  photo('pages/ict.jpg', 'computer', 'ICT services', 'blue'),
  photo('pages/pharmacy.jpg', 'laboratory', 'Pharmaceutical Sciences', 'teal'),
  photo('pages/clinical.jpg', 'health', 'Clinical Medicine', 'blue'),
  photo('pages/medical-laboratory.jpg', 'laboratory', 'Medical Laboratory', 'slate'),
  photo('pages/students-organization.jpg', 'students', "Students' Organization", 'blue'),
  photo('pages/accommodation.jpg', 'hostel', 'Halls of residence', 'teal'),
];
