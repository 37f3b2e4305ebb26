/** The progress dashboard's sections, in display order. */
export const progressFeatureSeeds = [
  { id: 'overview', name: 'Overview', displayOrder: 1, isVisible: true },
  { id: 'skills-practised', name: 'Skills practised', displayOrder: 2, isVisible: true },
  { id: 'tool-activity', name: 'Tool activity', displayOrder: 3, isVisible: true },
  { id: 'streaks', name: 'Streaks', displayOrder: 4, isVisible: true },
  { id: 'focus-time', name: 'Focus time', displayOrder: 5, isVisible: true },
  { id: 'mood-trends', name: 'Mood trends', displayOrder: 6, isVisible: true },
];

/** The home page's sections, in display order; an admin can reorder or hide them. */
export const homepageLayoutSeeds = [
  {
    sectionKey: 'hero',
    displayOrder: 1,
    isVisible: true,
    settings: {
      tagline: 'Design Your Life',
      subtitle:
        'Small, science-backed practices that help you feel calmer, think more clearly and live by what matters to you — a few minutes at a time.',
    },
  },
  {
    sectionKey: 'library-preview',
    displayOrder: 2,
    isVisible: true,
    settings: { title: 'Skills you can learn in minutes', count: 4 },
  },
  {
    sectionKey: 'tools-preview',
    displayOrder: 3,
    isVisible: true,
    settings: { title: 'Tools that turn skills into habits', count: 6 },
  },
  { sectionKey: 'how-it-works', displayOrder: 4, isVisible: true, settings: { title: 'How it works' } },
  {
    sectionKey: 'call-to-action',
    displayOrder: 5,
    isVisible: true,
    settings: { title: 'Start with one small step today' },
  },
];
