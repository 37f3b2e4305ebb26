/** Difficulty and access levels of skills and content items (spec §1). */
export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export const accessLevels = ['free', 'premium'] as const;
export type AccessLevel = (typeof accessLevels)[number];
