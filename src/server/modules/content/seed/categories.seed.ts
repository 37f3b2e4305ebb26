import type { SeedCategory } from './seed-types';
import { cbtDbtActCategory } from './categories/cbt-dbt-act';
import { emotionalRegulationCategory } from './categories/emotional-regulation';
import { habitsAndFocusCategory } from './categories/habits-and-focus';
import { mindfulnessCategory } from './categories/mindfulness';
import { purposeAndValuesCategory } from './categories/purpose-and-values';
import { relationshipsCategory } from './categories/relationships';
import { selfCompassionCategory } from './categories/self-compassion';
import { stressAnxietyCategory } from './categories/stress-anxiety';

/** Every category with its skills, as shipped. */
export const categorySeeds: SeedCategory[] = [
  mindfulnessCategory,
  emotionalRegulationCategory,
  cbtDbtActCategory,
  stressAnxietyCategory,
  selfCompassionCategory,
  habitsAndFocusCategory,
  relationshipsCategory,
  purposeAndValuesCategory,
];
