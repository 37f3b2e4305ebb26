import type { ContentBundle, HomepageSection } from '@shared/content/content.schemas';
import { CallToActionSection } from '@client/features/home/components/call-to-action-section';
import { CareNoteSection } from '@client/features/home/components/care-note-section';
import { HeroSection } from '@client/features/home/components/hero-section';
import { HowItWorksSection } from '@client/features/home/components/how-it-works-section';
import { PreviewSection } from '@client/features/home/components/preview-section';
import { CategoryGrid } from '@client/features/library/components/category-grid';
import { ToolGrid } from '@client/features/library/components/tool-grid';
import { useContent } from '@client/features/library/api/content';

const text = (settings: Record<string, unknown>, key: string) =>
  typeof settings[key] === 'string' ? settings[key] : undefined;
const number = (settings: Record<string, unknown>, key: string) =>
  typeof settings[key] === 'number' ? settings[key] : undefined;

/** One section of the home page from its homepage_layout row (also drawn by the admin's layout preview). */
export function HomeSection({ section, bundle }: { section: HomepageSection; bundle?: ContentBundle }) {
  const { sectionKey, settings } = section;
  switch (sectionKey) {
    case 'hero':
      return <HeroSection tagline={text(settings, 'tagline')} subtitle={text(settings, 'subtitle')} />;
    case 'library-preview':
      return bundle ? (
        <PreviewSection
          id="home-library"
          title={text(settings, 'title') ?? 'Skills you can learn in minutes'}
          link={{ to: '/library', label: 'Browse the library' }}
        >
          <CategoryGrid bundle={bundle} limit={number(settings, 'count') ?? 3} />
        </PreviewSection>
      ) : null;
    case 'tools-preview':
      return bundle ? (
        <PreviewSection
          id="home-tools"
          title={text(settings, 'title') ?? 'Tools that turn skills into habits'}
          link={{ to: '/tools', label: 'See all tools' }}
        >
          <ToolGrid tools={bundle.tools} limit={number(settings, 'count') ?? 6} />
        </PreviewSection>
      ) : null;
    case 'how-it-works':
      return <HowItWorksSection title={text(settings, 'title')} />;
    case 'call-to-action':
      return <CallToActionSection title={text(settings, 'title')} />;
    default:
      return null;
  }
}

/** Until the layout arrives: the hero alone, with the text the seeded layout gives it. */
const LOADING_SECTIONS: HomepageSection[] = [
  { sectionKey: 'hero', displayOrder: 1, isVisible: true, settings: {} },
];

/**
 * The home page, built from homepage_layout in display order, skipping hidden sections. Until the layout
 * arrives the hero shows alone, in the same element the layout then fills in: a phone paints its largest text
 * once, not a second time when the layout arrives.
 */
export function HomePage() {
  const { data } = useContent();
  const sections = data ? data.homepageLayout.filter((s) => s.isVisible) : LOADING_SECTIONS;
  return (
    <div className="space-y-16 sm:space-y-20">
      {sections.some((s) => s.sectionKey === 'hero') ? null : <h1 className="sr-only">Design Your Life</h1>}
      {sections.map((section) => (
        <div key={section.sectionKey}>
          <HomeSection section={section} bundle={data} />
        </div>
      ))}
      {data ? <CareNoteSection /> : null}
    </div>
  );
}
